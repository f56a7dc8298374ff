//===- FoldUnitBroadcasts.cpp - drop unit dims indexed by constant 0 ------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FOLDUNITBROADCASTS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct FoldUnitBroadcastsPass
    : public mlir::cuda_agent::impl::FoldUnitBroadcastsBase<
          FoldUnitBroadcastsPass> {
  void runOnOperation() override {
    linalg::ControlDropUnitDims options;
    // The candidates are the loops of more than one trip: operand
    // dimensions of size 1 that the indexing map reads at the constant 0 are
    // dropped, loops are not. Except on a reduction's kept dimension: a unit
    // loop that indexes a unit dimension an input's reshape introduced
    // (tensor.expand_shape) goes too, and the op's result is reshaped in
    // turn for the next op. A unit dimension the reshape's source had (a
    // batch of one) stays, as it stays in the reduction.
    options.controlFn = [](Operation *op) {
      SmallVector<unsigned> loops;
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic)
        return loops;
      llvm::SmallDenseSet<unsigned> keptLoops;
      for (OpOperand *input : generic.getDpsInputOperands()) {
        auto expand = input->get().getDefiningOp<tensor::ExpandShapeOp>();
        if (!expand)
          continue;
        ArrayRef<int64_t> shape = expand.getResultType().getShape();
        AffineMap map = generic.getMatchingIndexingMap(input);
        for (auto [source, group] :
             llvm::enumerate(expand.getReassociationIndices())) {
          // A group reshaping a dimension of one keeps one unit dimension
          // as the source's.
          bool sourceUnit = expand.getSrcType().getDimSize(source) == 1;
          for (int64_t dimension : group) {
            if (shape[dimension] != 1)
              continue;
            if (sourceUnit) {
              sourceUnit = false;
              continue;
            }
            if (auto loop = dyn_cast<AffineDimExpr>(map.getResult(dimension)))
              keptLoops.insert(loop.getPosition());
          }
        }
      }
      for (auto [loop, size] : llvm::enumerate(generic.getStaticLoopRanges()))
        if (size != 1 || keptLoops.contains(loop))
          loops.push_back(loop);
      return loops;
    };
    RewritePatternSet patterns(&getContext());
    linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
    linalg::populateFoldUnitExtentDimsCanonicalizationPatterns(patterns,
                                                               options);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
