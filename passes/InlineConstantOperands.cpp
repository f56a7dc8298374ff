//===- InlineConstantOperands.cpp - splat operands into linalg bodies -----===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_INLINECONSTANTOPERANDS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct InlineConstantOperandsPass
    : public mlir::cuda_agent::impl::InlineConstantOperandsBase<
          InlineConstantOperandsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    linalg::populateInlineConstantOperandsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
