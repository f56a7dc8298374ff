//===- CompilePlan.h - a kernel to GPU code and a launch plan ---*- C++ -*-===//

#ifndef CUDA_AGENT_COMPILER_COMPILEPLAN_H
#define CUDA_AGENT_COMPILER_COMPILEPLAN_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <functional>
#include <optional>
#include <string>

namespace mlir::cuda_agent {

/// How a plan's kernels are serialized.
enum class KernelCode {
  /// PTX: portable; the driver compiles it when it loads it (seconds for a
  /// large kernel on a machine whose driver cache is cold).
  Ptx,
  /// A cubin for the plan's chip, compiled by the CUDA toolkit's ptxas at
  /// compile time: loading it is a copy.
  Cubin,
};

/// The ptxas the NVVM serializer runs for cubins (the CUDA toolkit of
/// CUDA_ROOT, CUDA_HOME or CUDA_PATH, else the one on PATH), if any.
std::optional<std::string> findPtxas();

/// Cubin where ptxas is found, else PTX: the code that loads fastest.
KernelCode getFastestLoadingCode();

struct CompilePlanOptions {
  /// An action string; empty: the kernel's own schedule, else the default.
  std::string schedule;
  /// The default schedule, whatever `schedule` or the kernel says.
  bool defaultSchedule = false;
  /// Also write the kernel's float64 reference plan to DIRECTORY/reference.
  bool reference = true;
  std::string chip = "sm_90a";
  KernelCode code = KernelCode::Ptx;
  /// A function of several dispatch regions that does not compile as one
  /// kernel (and has no schedule given) compiles as a model
  /// (compileModelPlan).
  bool wholeModel = true;
  /// For a model: a region (or an op between regions) that does not compile
  /// is left out of the plan, named with its error in launch.json's
  /// `left_out`, its results temporaries the caller fills (a partial plan:
  /// its regions' plans run one by one, the rest by the caller); false: the
  /// model fails.
  bool hostFallback = false;
  /// For a model: the schedule of each region's kernel (a module of one
  /// public function, its results written into arguments), named
  /// `<model>_region<i>`; unset or "", the region's own or the default.
  std::function<FailureOr<std::string>(ModuleOp region, StringRef name)>
      chooseRegionSchedule;
};

/// The number of kernels of `module` if its one public function is a whole
/// model (several dispatch regions, or calls to regions outlined already),
/// else 0.
unsigned countModelKernels(ModuleOp module);

/// Schedules a copy of `kernel`, lowers it to PTX (or a cubin) and writes the
/// code and its launch plan (launch.json) to `directory`. Emits diagnostics and fails on
/// any problem; `kernel` is left as it was.
LogicalResult compilePlan(ModuleOp kernel, StringRef directory,
                          const CompilePlanOptions &options);

/// A whole model: each of its function's dispatch regions compiled as a
/// kernel into `directory`/region<i> (its own schedule or the default), and
/// one launch plan in `directory` that runs them in the model's order, the
/// values between them temporaries. The reference is the whole model's.
LogicalResult compileModelPlan(ModuleOp model, StringRef directory,
                               const CompilePlanOptions &options);

/// `kernel` as given (its results written into arguments) through the
/// schedule-free path to the GPU (one thread per output element, no
/// schedule), in float64 with `widen` (the reference), else in its own
/// types (a model's layout ops), into `directory`.
LogicalResult compileScheduleFreePlan(ModuleOp kernel, StringRef directory,
                                      const CompilePlanOptions &options,
                                      bool widen);

/// The float64 reference plan of `kernel` as given, into
/// `directory`/reference.
LogicalResult compileReferencePlan(ModuleOp kernel, StringRef directory,
                                   const CompilePlanOptions &options);

} // namespace mlir::cuda_agent

#endif // CUDA_AGENT_COMPILER_COMPILEPLAN_H
