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

/// The op producing the value `function` returns, if it is one of `ops`.
static linalg::LinalgOp findRoot(func::FuncOp function,
                                 ArrayRef<linalg::LinalgOp> ops) {
  linalg::LinalgOp root;
  function.walk([&](func::ReturnOp ret) {
    for (Value value : ret.getOperands())
      for (linalg::LinalgOp op : ops)
        if (value.getDefiningOp() == op.getOperation())
          root = op;
  });
  return root;
}

/// For each loop of the epilogue op `root`, the anchor loop iterating over
/// the same output dimension; fails unless `root` is elementwise over the
/// anchor's output (its output map the identity, its shape the anchor's).
static FailureOr<SmallVector<unsigned>> rootLoopsOf(linalg::LinalgOp root,
                                                    linalg::LinalgOp anchor) {
  OpOperand *anchorInit = anchor.getDpsInitOperand(0);
  OpOperand *rootInit = root.getDpsInitOperand(0);
  AffineMap anchorMap = anchor.getMatchingIndexingMap(anchorInit);
  if (root.getNumDpsInits() != 1 ||
      !root.getMatchingIndexingMap(rootInit).isIdentity() ||
      rootInit->get().getType() != anchorInit->get().getType() ||
      !anchorMap.isProjectedPermutation())
    return failure();
  SmallVector<unsigned> loops;
  for (unsigned result = 0; result < anchorMap.getNumResults(); ++result)
    loops.push_back(anchorMap.getDimPosition(result));
  return loops;
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
  for (linalg::LinalgOp op : ops)
    if (!op.hasPureTensorSemantics())
      return op.emitOpError(
          "must work on tensors (linalg on tensors, as torch-mlir emits it)");

  KernelInfo kernel;
  SmallVector<linalg::LinalgOp> reductions;
  for (linalg::LinalgOp op : candidates)
    if (op.getNumReductionLoops())
      reductions.push_back(op);
  if (reductions.size() > 1) {
    InFlightDiagnostic diag =
        function.emitError()
        << "has " << reductions.size()
        << " linalg ops with reduction loops; a kernel takes one (several "
           "reductions, as in softmax, are not supported yet)";
    for (linalg::LinalgOp op : reductions)
      diag.attachNote(op.getLoc()) << "reduction " << op->getName();
    return diag;
  }
  kernel.root = findRoot(function, candidates);
  if (!kernel.root)
    return function.emitError(
        "does not return the result of one of its linalg ops");
  kernel.anchor = reductions.empty() ? kernel.root : reductions.front();
  for (linalg::LinalgOp op : ops) {
    auto fill = dyn_cast<linalg::FillOp>(op.getOperation());
    if (fill && isInitFillOf(fill, kernel.anchor))
      kernel.initFills.push_back(fill);
    else if (op != kernel.anchor)
      kernel.fused.push_back(op);
  }
  for (linalg::LinalgOp op : kernel.fused)
    if (llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
      return op.emitOpError(
          "has dynamic loop bounds; schedules need static shapes");
  if (kernel.root == kernel.anchor) {
    for (unsigned loop = 0; loop < kernel.anchor.getNumLoops(); ++loop)
      kernel.rootLoops.push_back(loop);
  } else {
    FailureOr<SmallVector<unsigned>> loops =
        rootLoopsOf(kernel.root, kernel.anchor);
    if (failed(loops))
      return kernel.root.emitOpError(
          "ends the kernel but is not elementwise over the output of its "
          "main op (an identity output map and the same shape)");
    kernel.rootLoops = std::move(*loops);
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
