//===- KernelAnalysis.cpp - find the anchor op of a kernel ----------------===//

#include "cuda-agent/Scheduling/Reshapes.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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
  case KernelFamily::Row:
    return "row";
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

/// The value `result` views or copies: through reshapes (a convolution
/// computed as a GEMM returns its result expanded back to the image's
/// shape, a GroupNorm computed per group collapsed to channels) and the
/// copy of a slice into the result (one computed over a padded output
/// returns its real part).
static Value viewedResult(Value result) {
  while (true) {
    result = getReshapedSource(result);
    if (auto slice = result.getDefiningOp<tensor::ExtractSliceOp>())
      result = slice.getSource();
    else if (auto copy = result.getDefiningOp<
                         bufferization::MaterializeInDestinationOp>())
      result = copy.getSource();
    else
      return result;
  }
}

/// The op producing the value `function` returns, if it is one of `ops`.
static linalg::LinalgOp findRoot(func::FuncOp function,
                                 ArrayRef<linalg::LinalgOp> ops) {
  linalg::LinalgOp root;
  function.walk([&](func::ReturnOp ret) {
    for (Value result : ret.getOperands()) {
      Value value = viewedResult(result);
      for (linalg::LinalgOp op : ops)
        if (value.getDefiningOp() == op.getOperation())
          root = op;
    }
  });
  return root;
}

/// For each loop of the epilogue op `root`, the anchor loop iterating over
/// the same output dimension; fails unless `root` is elementwise over the
/// anchor's output (its output map the identity, its shape the anchor's; the
/// element types may differ: a contraction accumulating in f32 into a bf16
/// result ends with a truncation).
static FailureOr<SmallVector<unsigned>> rootLoopsOf(linalg::LinalgOp root,
                                                    linalg::LinalgOp anchor) {
  OpOperand *anchorInit = anchor.getDpsInitOperand(0);
  OpOperand *rootInit = root.getDpsInitOperand(0);
  AffineMap anchorMap = anchor.getMatchingIndexingMap(anchorInit);
  if (root.getNumDpsInits() != 1 ||
      !root.getMatchingIndexingMap(rootInit).isIdentity() ||
      cast<ShapedType>(rootInit->get().getType()).getShape() !=
          cast<ShapedType>(anchorInit->get().getType()).getShape() ||
      !anchorMap.isProjectedPermutation())
    return failure();
  SmallVector<unsigned> loops;
  for (unsigned result = 0; result < anchorMap.getNumResults(); ++result)
    loops.push_back(anchorMap.getDimPosition(result));
  return loops;
}

static bool allParallel(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

/// Whether `op` is elementwise over `loopSizes` (all loops parallel, the
/// identity output map, those trip counts).
static bool isElementwiseOver(linalg::LinalgOp op,
                              ArrayRef<int64_t> loopSizes) {
  // Several outputs: a kernel's results per row merged into one op
  // (cuda-agent-merge-result-generics).
  return allParallel(op) &&
         llvm::all_of(op.getDpsInitsMutable(),
                      [&](OpOperand &init) {
                        return op.getMatchingIndexingMap(&init).isIdentity();
                      }) &&
         llvm::equal(op.getStaticLoopRanges(), loopSizes);
}

/// Whether `op` reduces along one loop, its last, with its output indexed
/// by the other loops in order and initialized by a linalg.fill, over the
/// trip counts `loopSizes`: a row reduction.
static bool isRowReduction(linalg::LinalgOp op, ArrayRef<int64_t> loopSizes) {
  unsigned numLoops = op.getNumLoops();
  if (op.getNumReductionLoops() != 1 || op.getNumDpsInits() != 1 ||
      numLoops < 2 ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction ||
      !llvm::equal(op.getStaticLoopRanges(), loopSizes))
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  auto fill = init->get().getDefiningOp<linalg::FillOp>();
  // The fill is its own: its buffer becomes this reduction's.
  return op.getMatchingIndexingMap(init) ==
             AffineMap::getMultiDimIdentityMap(numLoops, op.getContext())
                 .getMajorSubMap(numLoops - 1) &&
         fill && fill->hasOneUse();
}

/// The first op of `candidates` that keeps the kernel from running along
/// the rows of its first reduction (null if none): another reduction that
/// is not a row reduction over the same loops, or an op that is
/// elementwise neither over those loops nor over the rows alone.
static linalg::LinalgOp findOffRowOp(ArrayRef<linalg::LinalgOp> candidates,
                                     linalg::LinalgOp first) {
  SmallVector<int64_t> loopSizes = first.getStaticLoopRanges();
  ArrayRef<int64_t> rowSizes = ArrayRef(loopSizes).drop_back();
  for (linalg::LinalgOp op : candidates) {
    bool alongRows = op.getNumReductionLoops()
                         ? isRowReduction(op, loopSizes)
                         : isElementwiseOver(op, loopSizes) ||
                               isElementwiseOver(op, rowSizes);
    if (!alongRows)
      return op;
  }
  return {};
}

/// Row kernels (several reductions, or one whose result is used along its
/// rows again): every reduction a row reduction over the first one's loops,
/// every other op elementwise over them or over the rows alone. The root
/// is one of those: the kernel returns rows (softmax), or a value per row
/// (a variance, a log-sum-exp).
static LogicalResult checkRowKernel(ArrayRef<linalg::LinalgOp> candidates,
                                    ArrayRef<linalg::LinalgOp> reductions) {
  linalg::LinalgOp offRow = findOffRowOp(candidates, reductions.front());
  if (!offRow)
    return success();
  if (offRow.getNumReductionLoops())
    return offRow.emitOpError(
        "is not a row reduction like the kernel's first reduction: one "
        "reduction loop, the last, over the same trip counts, the output "
        "indexed by the other loops in order and initialized by a "
        "linalg.fill of its own (kernels with several reductions reduce "
        "along the rows of one tensor)");
  return offRow.emitOpError(
      "is neither elementwise over the row kernel's rows and row elements "
      "nor over its rows");
}

/// Whether `op` only moves its one input's elements through an indexing
/// map no tile can be sliced by (floordiv, mod: an im2col's windows). The
/// kernel's schedule leaves such a gather to a launch of its own
/// (cuda-agent-launch-host-ops) into a temporary: fused into the anchor's
/// tiles it would be recomputed per tile from a slice of its input that
/// tiling computes wrongly for non-monotonic maps.
static bool isUntileableGather(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 || !allParallel(op))
    return false;
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  if (body->getOperations().size() != 1 ||
      yield.getValues().front() != body->getArgument(0))
    return false;
  bool divides = false;
  op.getMatchingIndexingMap(op.getDpsInputOperand(0))
      .walkExprs([&](AffineExpr expr) {
        divides |= expr.getKind() == AffineExprKind::Mod ||
                   expr.getKind() == AffineExprKind::FloorDiv ||
                   expr.getKind() == AffineExprKind::CeilDiv;
      });
  return divides;
}

FailureOr<KernelInfo> mlir::cuda_agent::analyzeKernel(func::FuncOp function) {
  SmallVector<linalg::LinalgOp> ops;
  function.walk([&](linalg::LinalgOp op) {
    if (!isUntileableGather(op))
      ops.push_back(op);
  });
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
  kernel.threadDefaults = createDefaultThreadCache();
  SmallVector<linalg::LinalgOp> reductions;
  for (linalg::LinalgOp op : candidates)
    if (op.getNumReductionLoops())
      reductions.push_back(op);
  kernel.root = findRoot(function, candidates);
  if (!kernel.root)
    return function.emitError(
        "does not return the result of one of its linalg ops");
  // A reduction whose result is used along its rows again (not just by an
  // epilogue over its output) makes a row kernel, like several do.
  bool rowKernel =
      reductions.size() > 1 ||
      (reductions.size() == 1 && kernel.root != reductions.front() &&
       kernel.root.getNumLoops() == reductions.front().getNumLoops() &&
       allParallel(kernel.root));
  if (rowKernel && failed(checkRowKernel(candidates, reductions)))
    return failure();
  kernel.anchor = reductions.empty() ? kernel.root : reductions.front();
  // One reduction of one input over a row with fused ops runs along rows
  // too when it is split.
  kernel.runsAlongRows =
      rowKernel ||
      (reductions.size() == 1 && candidates.size() > 1 &&
       kernel.anchor.getNumDpsInputs() == 1 &&
       isRowReduction(kernel.anchor, kernel.anchor.getStaticLoopRanges()) &&
       !findOffRowOp(candidates, kernel.anchor));
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
  llvm::SmallPtrSet<Operation *, 4> readByAnchorInputs;
  for (unsigned index = kernel.fused.size(); index-- > 0;) {
    linalg::LinalgOp op = kernel.fused[index];
    bool onlyInputs = llvm::all_of(op->getUses(), [&](OpOperand &use) {
      return use.getOwner() == kernel.anchor.getOperation()
                 ? kernel.anchor.isDpsInput(&use)
                 : readByAnchorInputs.contains(use.getOwner());
    });
    if (op->isBeforeInBlock(kernel.anchor) && onlyInputs) {
      readByAnchorInputs.insert(op);
      kernel.inputProducers.push_back(index);
    }
  }
  if (kernel.root == kernel.anchor || rowKernel) {
    // A row kernel's root is over the rows and row elements, or the rows.
    for (unsigned loop = 0; loop < kernel.root.getNumLoops(); ++loop)
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

  if (rowKernel)
    kernel.family = KernelFamily::Row;
  else if (kernel.reductionLoops.empty())
    kernel.family = KernelFamily::Elementwise;
  else if (kernel.anchor.getNumDpsInputs() >= 2)
    kernel.family = KernelFamily::Contraction;
  else
    kernel.family = KernelFamily::Reduction;
  return kernel;
}

KernelWork mlir::cuda_agent::countWork(func::FuncOp function) {
  KernelWork work;
  function.walk([&](linalg::LinalgOp op) {
    SmallVector<int64_t> sizes = op.getStaticLoopRanges();
    if (llvm::any_of(sizes, ShapedType::isDynamic))
      return;
    double iterations = 1;
    int64_t reduction = 1;
    for (auto [size, type] : llvm::zip_equal(sizes, op.getIteratorTypesArray())) {
      iterations *= double(size);
      if (type == utils::IteratorType::reduction)
        reduction *= size;
    }
    if (op.getNumReductionLoops() > 0)
      work.reductionLength = std::max(work.reductionLength, reduction);
    int64_t perIteration = 0;
    for (Operation &inner : op.getBlock()->without_terminator()) {
      bool floating = llvm::any_of(inner.getResultTypes(), [](Type type) {
        return isa<FloatType>(getElementTypeOrSelf(type));
      });
      StringRef dialect = inner.getDialect()->getNamespace();
      // Conversions (an f16 product's extf into an f32 sum) compute nothing.
      if (floating && (dialect == "arith" || dialect == "math") &&
          !isa<arith::ConstantOp, CastOpInterface>(inner))
        ++perIteration;
    }
    work.flops += iterations * double(perIteration);
  });
  return work;
}

FailureOr<func::FuncOp> mlir::cuda_agent::findKernelFunction(ModuleOp module) {
  SmallVector<func::FuncOp> kernels;
  for (auto function : module.getOps<func::FuncOp>()) {
    bool hasLinalg = false;
    function.walk([&](linalg::LinalgOp) { hasLinalg = true; });
    if (hasLinalg)
      kernels.push_back(function);
  }
  if (kernels.size() != 1)
    return module.emitError()
           << "needs exactly one function with linalg ops to schedule, found "
           << kernels.size();
  return kernels.front();
}
