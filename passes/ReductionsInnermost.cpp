//===- ReductionsInnermost.cpp - reduction loops inside parallel loops ----===//
//
// convert-linalg-to-parallel-loops turns the leading parallel loops of an
// op into one scf.parallel and nests the rest inside a serial loop; with a
// reduction loop outermost (column sums), every parallel loop lands inside
// it and becomes a kernel launched once per reduction step. Parallel loops
// first gives the float64 reference one launch, a thread per output.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_REDUCTIONSINNERMOST
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The loops of `op`, parallel ones first (each group in its order); empty
/// when that is the order already.
SmallVector<unsigned> parallelFirst(linalg::LinalgOp op) {
  SmallVector<unsigned> parallel, reduction;
  for (auto [loop, type] : llvm::enumerate(op.getIteratorTypesArray()))
    (linalg::isParallelIterator(type) ? parallel : reduction).push_back(loop);
  SmallVector<unsigned> order = parallel;
  order.append(reduction);
  for (auto [position, loop] : llvm::enumerate(order))
    if (position != loop)
      return order;
  return {};
}

struct ReductionsInnermostPass
    : public mlir::cuda_agent::impl::ReductionsInnermostBase<
          ReductionsInnermostPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!parallelFirst(op).empty())
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      SmallVector<unsigned> order = parallelFirst(op);
      rewriter.setInsertionPoint(op);
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized)) {
          op.emitError("cannot generalize this op to reorder its loops");
          return signalPassFailure();
        }
        generic = *generalized;
      }
      if (failed(linalg::interchangeGenericOp(rewriter, generic, order))) {
        generic.emitError("cannot interchange the loops of this op");
        return signalPassFailure();
      }
    }
  }
};

} // namespace
