//===- ExpandRowLoop.cpp - a cyclic layout for row kernels ----------------===//
//
// split(t) gives each of a row's t threads a contiguous share: a warp's
// 128-bit accesses then land 16 bytes apart of every 32-byte sector, and
// every sector is read (and written) by two instructions. Expanding the
// row-element loop j of every op into (j0, j1, j2), j = (j0 * t + j1) * c +
// j2, with the threads on j1 makes consecutive threads touch consecutive
// c-element pieces: each warp access covers whole sectors.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

/// Whether every operand of `op` is indexed by plain loops.
bool indexedByLoops(linalg::LinalgOp op) {
  return llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
    return llvm::all_of(map.getResults(), llvm::IsaPred<AffineDimExpr>);
  });
}

/// `op` (a linalg op whose last loop, `rowLoop`, runs over a row's
/// elements, indexedByLoops) as a linalg.generic whose loop `rowLoop` is
/// split into `parts`; operands indexed by that loop are expanded alike,
/// results collapsed back.
FailureOr<Operation *> expandOp(RewriterBase &rewriter, linalg::LinalgOp op,
                                unsigned rowLoop, ArrayRef<int64_t> parts) {
  // The tags the script matches; generalizing replaces a named op.
  DictionaryAttr tags = op->getDiscardableAttrDictionary();
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::GenericOp> generic =
      isa<linalg::GenericOp>(op.getOperation())
          ? cast<linalg::GenericOp>(op.getOperation())
          : linalg::generalizeNamedOp(rewriter, op);
  if (failed(generic))
    return failure();
  MLIRContext *context = generic->getContext();
  Location loc = generic->getLoc();
  unsigned numLoops = generic->getNumLoops() + parts.size() - 1;
  auto dim = [&](unsigned loop) {
    return getAffineDimExpr(loop < rowLoop ? loop : loop + parts.size() - 1,
                            context);
  };

  SmallVector<Value> inputs, outputs;
  SmallVector<AffineMap> maps;
  // For each output: its reassociation when it is expanded.
  SmallVector<std::optional<SmallVector<ReassociationIndices>>> collapses;
  for (OpOperand &operand : generic->getOperation()->getOpOperands()) {
    AffineMap map = generic->getMatchingIndexingMap(&operand);
    SmallVector<AffineExpr> results;
    SmallVector<ReassociationIndices> reassociation;
    SmallVector<int64_t> shape;
    bool expanded = false;
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    for (auto [position, expr] : llvm::enumerate(map.getResults())) {
      unsigned loop = cast<AffineDimExpr>(expr).getPosition();
      ReassociationIndices group;
      if (loop == rowLoop) {
        for (auto [part, size] : llvm::enumerate(parts)) {
          results.push_back(getAffineDimExpr(rowLoop + part, context));
          group.push_back(shape.size());
          shape.push_back(size);
        }
        expanded = true;
      } else {
        results.push_back(dim(loop));
        group.push_back(shape.size());
        shape.push_back(type.getDimSize(position));
      }
      reassociation.push_back(group);
    }
    Value value = operand.get();
    if (expanded)
      value = tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
          value, reassociation);
    maps.push_back(AffineMap::get(numLoops, 0, results, context));
    if (generic->isDpsInput(&operand)) {
      inputs.push_back(value);
    } else {
      outputs.push_back(value);
      collapses.push_back(expanded ? std::optional(reassociation)
                                   : std::nullopt);
    }
  }
  SmallVector<utils::IteratorType> iterators;
  for (auto [loop, iterator] :
       llvm::enumerate(generic->getIteratorTypesArray()))
    iterators.append(loop == rowLoop ? parts.size() : 1, iterator);

  auto expanded = linalg::GenericOp::create(
      rewriter, loc, ValueRange(outputs).getTypes(), inputs, outputs, maps,
      iterators);
  rewriter.inlineRegionBefore(generic->getRegion(), expanded.getRegion(),
                              expanded.getRegion().begin());
  expanded->setDiscardableAttrs(tags);
  SmallVector<Value> results;
  for (auto [result, collapse, original] :
       llvm::zip_equal(expanded->getResults(), collapses,
                       generic->getOperation()->getResults()))
    results.push_back(
        collapse ? tensor::CollapseShapeOp::create(rewriter, loc,
                                                   original.getType(), result,
                                                   *collapse)
                       .getResult()
                 : Value(result));
  rewriter.replaceOp(*generic, results);
  return expanded.getOperation();
}

} // namespace

FailureOr<KernelInfo> mlir::cuda_agent::expandRowLoop(const KernelInfo &kernel,
                                                      ArrayRef<int64_t> parts) {
  unsigned rowLoop = kernel.loopSizes.size() - 1;
  SmallVector<linalg::LinalgOp> ops = {kernel.anchor};
  ops.append(kernel.fused.begin(), kernel.fused.end());
  // Ops over the rows alone (their fills, rsqrt(mean + eps), ...) keep
  // their loops; every op over rows x row elements is expanded.
  for (linalg::LinalgOp op : ops)
    if (op.getNumLoops() == kernel.loopSizes.size() && !indexedByLoops(op))
      return failure();

  func::FuncOp function = kernel.anchor->getParentOfType<func::FuncOp>();
  IRRewriter rewriter(function.getContext());
  llvm::DenseMap<Operation *, Operation *> replaced;
  for (linalg::LinalgOp op : ops) {
    if (op.getNumLoops() != kernel.loopSizes.size())
      continue;
    FailureOr<Operation *> expanded = expandOp(rewriter, op, rowLoop, parts);
    if (failed(expanded))
      return failure();
    replaced[op] = *expanded;
  }
  // expand_shape(collapse_shape(x)) -> x between expanded ops.
  RewritePatternSet patterns(function.getContext());
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns,
                                                     function.getContext());
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns,
                                                       function.getContext());
  if (failed(applyPatternsGreedily(function, std::move(patterns))))
    return failure();
  // A result the function returns is reshaped just before the return:
  // after the row loop, so fusing its producer into the loop makes the loop
  // yield it (a reshape between them would keep a whole-tensor copy of the
  // producer outside the loop). The reshapes that lead only to the return,
  // found from the return up, move in their order.
  Operation *terminator = function.getBody().back().getTerminator();
  llvm::SmallPtrSet<Operation *, 8> toReturn = {terminator};
  SmallVector<Operation *> returned;
  for (Operation &op : llvm::reverse(function.getBody().back())) {
    if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op) &&
        llvm::all_of(op.getUsers(), [&](Operation *user) {
          return toReturn.contains(user);
        })) {
      toReturn.insert(&op);
      returned.push_back(&op);
    }
  }
  for (Operation *op : llvm::reverse(returned))
    op->moveBefore(terminator);

  KernelInfo expanded = kernel;
  auto update = [&](linalg::LinalgOp op) {
    auto it = replaced.find(op);
    return it == replaced.end() ? op : cast<linalg::LinalgOp>(it->second);
  };
  expanded.anchor = update(kernel.anchor);
  expanded.root = update(kernel.root);
  for (linalg::LinalgOp &op : expanded.fused)
    op = update(op);
  expanded.loopSizes.pop_back();
  expanded.loopSizes.append(parts.begin(), parts.end());
  expanded.reductionLoops.clear();
  for (size_t part = 0; part < parts.size(); ++part)
    expanded.reductionLoops.push_back(rowLoop + part);
  // A root over the rows alone keeps its loops.
  expanded.rootLoops.clear();
  for (unsigned loop : kernel.rootLoops) {
    if (loop != rowLoop) {
      expanded.rootLoops.push_back(loop);
      continue;
    }
    for (size_t part = 0; part < parts.size(); ++part)
      expanded.rootLoops.push_back(rowLoop + part);
  }
  return expanded;
}
