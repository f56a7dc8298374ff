//===- CollapseElementwiseDims.cpp - elementwise kernels' trailing loops --===//

#include "cuda-agent/Scheduling/Reshapes.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_COLLAPSEELEMENTWISEDIMS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The trailing loops [first, rank) of the highest-rank ops of `ops` that
/// each of them reads and writes as one contiguous run, longest first, the
/// outermost loop kept (the streaming default tiles rows of a 2-D space);
/// empty if fewer than two.
ReassociationIndices collapsibleTrailingLoops(ArrayRef<linalg::GenericOp> ops,
                                              unsigned rank) {
  for (unsigned first = 1; first + 2 <= rank; ++first) {
    ReassociationIndices loops;
    for (unsigned loop = first; loop < rank; ++loop)
      loops.push_back(loop);
    bool preserved = llvm::all_of(ops, [&](linalg::GenericOp op) {
      return op.getNumLoops() != rank ||
             linalg::areDimSequencesPreserved(op.getIndexingMapsArray(),
                                              {loops});
    });
    if (preserved)
      return loops;
  }
  return {};
}

struct CollapseElementwiseDimsPass
    : public mlir::cuda_agent::impl::CollapseElementwiseDimsBase<
          CollapseElementwiseDimsPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    SmallVector<linalg::GenericOp> ops;
    bool elementwise = true;
    function.walk([&](linalg::LinalgOp op) {
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic || op.getNumLoops() != op.getNumParallelLoops() ||
          !op.hasPureTensorSemantics()) {
        elementwise = isa<linalg::FillOp>(op.getOperation()) && elementwise;
        return;
      }
      ops.push_back(generic);
    });
    if (!elementwise || ops.empty())
      return;
    unsigned rank = 0;
    for (linalg::GenericOp op : ops)
      rank = std::max(rank, op.getNumLoops());
    ReassociationIndices loops = collapsibleTrailingLoops(ops, rank);
    if (loops.empty())
      return;
    RewritePatternSet patterns(&getContext());
    linalg::populateCollapseDimensions(
        patterns,
        [&](linalg::LinalgOp op) -> SmallVector<ReassociationIndices> {
          if (op.getNumLoops() != rank || !isa<linalg::GenericOp>(op))
            return {};
          return {loops};
        });
    cuda_agent::populateReshapeCleanupPatterns(patterns);
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
