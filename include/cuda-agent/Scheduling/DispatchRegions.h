//===- DispatchRegions.h - a whole model's kernels --------------*- C++ -*-===//
//
// A whole model's function (torch-mlir's linalg on tensors after `cuda-agent
// import`) is many kernels: its dispatch regions, each a root (contraction,
// convolution, pooling or reduction) with the elementwise ops it fuses
// (docs: the `cuda-agent-form-dispatch-regions` pass).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_DISPATCHREGIONS_H
#define CUDA_AGENT_SCHEDULING_DISPATCHREGIONS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::cuda_agent {

/// Ops of one kernel, in the function's order.
struct DispatchRegion {
  SmallVector<Operation *> ops;
  /// The contraction or reduction that the kernel is scheduled by; null for
  /// elementwise ops alone.
  Operation *root = nullptr;
  /// Computed from the function's arguments alone (weights).
  bool weights = false;

  bool contains(Operation *op) const;
  /// Whether `op` reads a value the region computes.
  bool reads(Operation *op) const;
};

/// The function a model's regions are formed in: the module's one public
/// function with a body, of one block; null if it has none or several.
func::FuncOp getModelFunction(ModuleOp module);

/// The function's dispatch regions, in its order. Ops of no region (a
/// concatenation, a region's trailing reshapes, the inits below) stay in
/// the function.
SmallVector<DispatchRegion> formDispatchRegions(func::FuncOp function);

/// Whether `op` (`tensor.empty`, a fill of one with a constant, a scalar
/// constant) is copied into each region that uses it rather than passed.
bool isDispatchRegionInit(Operation *op);

/// The source names `location` carries: file names of file locations and
/// names of name locations, through fused locations and call sites (the
/// innermost frame); torch-mlir's importer makes file locations of an FX
/// node's stack trace, so a region's ops name the nodes they came from.
void collectSourceNames(Location location, llvm::SetVector<StringRef> &names);

} // namespace mlir::cuda_agent

#endif // CUDA_AGENT_SCHEDULING_DISPATCHREGIONS_H
