//===- CompilePlan.h - a kernel to PTX and a launch plan --------*- C++ -*-===//

#ifndef CUDA_AGENT_COMPILER_COMPILEPLAN_H
#define CUDA_AGENT_COMPILER_COMPILEPLAN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::cuda_agent {

struct CompilePlanOptions {
  /// An action string; empty: the kernel's own schedule, else the default.
  std::string schedule;
  /// The default schedule, whatever `schedule` or the kernel says.
  bool defaultSchedule = false;
  /// Also write the kernel's float64 reference plan to DIRECTORY/reference.
  bool reference = true;
  std::string chip = "sm_90";
};

/// Schedules a copy of `kernel`, lowers it to PTX and writes the PTX and its
/// launch plan (launch.json) to `directory`. Emits diagnostics and fails on
/// any problem; `kernel` is left as it was.
LogicalResult compilePlan(ModuleOp kernel, StringRef directory,
                          const CompilePlanOptions &options);

} // namespace mlir::cuda_agent

#endif // CUDA_AGENT_COMPILER_COMPILEPLAN_H
