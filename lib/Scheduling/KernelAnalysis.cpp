//===- KernelAnalysis.cpp - find the anchor op of a kernel ----------------===//

#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlir::cuda_agent;

llvm::StringRef mlir::cuda_agent::getFamilyName(KernelFamily family) {
  switch (family) {
  case KernelFamily::Contraction:
    return "contraction";
  case KernelFamily::Reduction:
    return "reduction";
  case KernelFamily::Elementwise:
    return "elementwise";
  }
  llvm_unreachable("unknown kernel family");
}

/// Whether `fill` only initializes an output of `anchor`.
static bool isInitFillOf(linalg::FillOp fill, linalg::LinalgOp anchor) {
  Value filled = fill.getResult(0);
  return llvm::all_of(filled.getUses(), [&](OpOperand &use) {
    return use.getOwner() == anchor.getOperation() &&
           anchor.isDpsInit(&use);
  });
}

FailureOr<KernelInfo> mlir::cuda_agent::analyzeKernel(func::FuncOp function) {
  SmallVector<linalg::LinalgOp> ops;
  function.walk([&](linalg::LinalgOp op) { ops.push_back(op); });
  SmallVector<linalg::LinalgOp> candidates;
  for (linalg::LinalgOp op : ops)
    if (!isa<linalg::FillOp>(op.getOperation()))
      candidates.push_back(op);
  if (candidates.empty())
    return function.emitError("has no linalg op (besides fills) to schedule");
  if (candidates.size() > 1) {
    InFlightDiagnostic diag = function.emitError()
                              << "has " << candidates.size()
                              << " linalg ops to schedule; one kernel takes "
                                 "one (fusing more needs the 'fuse' action, "
                                 "which the tiled-SIMT skeleton does not "
                                 "support yet)";
    for (linalg::LinalgOp op : candidates)
      diag.attachNote(op.getLoc()) << "candidate " << op->getName();
    return diag;
  }

  KernelInfo kernel;
  kernel.anchor = candidates.front();
  if (!kernel.anchor.hasPureTensorSemantics())
    return kernel.anchor.emitOpError(
        "must work on tensors (linalg on tensors, as torch-mlir emits it)");
  for (linalg::LinalgOp op : ops) {
    auto fill = dyn_cast<linalg::FillOp>(op.getOperation());
    if (!fill)
      continue;
    if (!isInitFillOf(fill, kernel.anchor))
      return fill.emitOpError("is not the initialization of the kernel's "
                              "output; a kernel holds one op besides such fills");
    kernel.initFills.push_back(fill);
  }

  kernel.loopSizes = kernel.anchor.getStaticLoopRanges();
  if (llvm::any_of(kernel.loopSizes, ShapedType::isDynamic))
    return kernel.anchor.emitOpError(
        "has dynamic loop bounds; schedules need static shapes");
  kernel.anchor.getParallelDims(kernel.parallelLoops);
  kernel.anchor.getReductionDims(kernel.reductionLoops);
  if (kernel.parallelLoops.size() + kernel.reductionLoops.size() !=
      kernel.loopSizes.size())
    return kernel.anchor.emitOpError(
        "has loops that are neither parallel nor reductions");
  if (kernel.parallelLoops.empty())
    return kernel.anchor.emitOpError(
        "has no parallel loop to spread over thread blocks (a full "
        "reduction to a scalar needs 'splitk', not supported yet)");
  // Every parallel loop must index the outputs, so that tiling the output
  // (the init fills) follows the anchor's tiling.
  for (OpOperand &init : kernel.anchor.getDpsInitsMutable()) {
    AffineMap map = kernel.anchor.getMatchingIndexingMap(&init);
    if (!map.isProjectedPermutation())
      return kernel.anchor.emitOpError(
          "has an output indexing map that is not a projected permutation");
    for (unsigned loop : kernel.parallelLoops)
      if (!map.isFunctionOfDim(loop))
        return kernel.anchor.emitOpError()
               << "does not index its output #" << init.getOperandNumber()
               << " with parallel loop " << loop;
  }

  if (kernel.reductionLoops.empty())
    kernel.family = KernelFamily::Elementwise;
  else if (kernel.anchor.getNumDpsInputs() >= 2)
    kernel.family = KernelFamily::Contraction;
  else
    kernel.family = KernelFamily::Reduction;
  return kernel;
}
