//===- KernelImpl.h - what a loaded Kernel holds (private to lib/Env) ----===//

#ifndef CUDA_AGENT_LIB_ENV_KERNELIMPL_H
#define CUDA_AGENT_LIB_ENV_KERNELIMPL_H

#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include <cmath>

namespace cuda_agent::env {

struct Kernel::Impl {
  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::cuda_agent::KernelInfo info;
  mlir::cuda_agent::KernelWork work;
  std::string name;
  uint64_t hash = 0;
  std::vector<int64_t> loopSizes;
  std::vector<unsigned> parallelLoops, reductionLoops;
  unsigned inputs = 0;
  /// Bytes of the function's arguments (each read or written once).
  double argumentBytes = 0;
};

/// An H200 SXM (datasheet counts), for the features and the cost model.
constexpr double kSms = 132;
constexpr double kThreadsPerSm = 2048;
constexpr double kBlocksPerSm = 32;

/// Shared memory a block of `resolved` takes: its promoted tiles and its
/// split reduction's partial results (4-byte elements).
double getSharedBytes(const mlir::cuda_agent::ResolvedSchedule &resolved);

/// What the cost model (CostModel.cpp) finds for a schedule.
struct CostEstimate {
  /// Infinite for an illegal schedule.
  double seconds = INFINITY;
  /// Registers per thread (at most 255) and resident warps per SM over the
  /// most an SM holds.
  double registers = 0, occupancy = 0;
};
CostEstimate estimateCost(const Kernel::Impl &kernel, const Schedule &schedule);
/// The same for a schedule resolved already (legal).
CostEstimate estimateCost(const Kernel::Impl &kernel,
                          const mlir::cuda_agent::ResolvedSchedule &resolved);

} // namespace cuda_agent::env

#endif // CUDA_AGENT_LIB_ENV_KERNELIMPL_H
