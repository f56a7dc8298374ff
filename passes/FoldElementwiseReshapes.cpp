//===- FoldElementwiseReshapes.cpp - reshapes around elementwise ops ------===//
//
// torch-mlir writes a linear layer of a (batch, sequence, features) input as
// a 2-D matmul between reshapes: the activation after it runs over three
// loops on the matmul's result expanded, and the result is collapsed again.
// A kernel's fused ops must run over its root's loops, so such an epilogue
// could not join the matmul. Folding each reshape into the elementwise op
// that reads or writes it (upstream's reshape folding by collapsing the op's
// loops) leaves the epilogue over the matmul's two loops, and the reshapes at
// the function's boundary, where results-to-destinations takes them.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Reshapes.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FOLDELEMENTWISERESHAPES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// Whether `operand` is an elementwise op's read of a computed result
/// expanded: the op then runs over the loops that computed it. (An input
/// the function expands keeps its shape: a row kernel's prologue runs over
/// its rows as the kernel's reduction does.)
bool readsComputedResultExpanded(OpOperand *operand) {
  auto generic = dyn_cast<linalg::GenericOp>(operand->getOwner());
  auto expand = operand->get().getDefiningOp<tensor::ExpandShapeOp>();
  return generic && expand &&
         generic.getNumLoops() == generic.getNumParallelLoops() &&
         expand.getSrc().getDefiningOp<linalg::LinalgOp>();
}

struct FoldElementwiseReshapesPass
    : public mlir::cuda_agent::impl::FoldElementwiseReshapesBase<
          FoldElementwiseReshapesPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    RewritePatternSet patterns(&getContext());
    linalg::populateFoldReshapeOpsByCollapsingPatterns(
        patterns, readsComputedResultExpanded);
    cuda_agent::populateReshapeCleanupPatterns(patterns);
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
