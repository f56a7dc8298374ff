//===- MultiplyByReciprocals.cpp - divisions by constants as products -----===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_MULTIPLYBYRECIPROCALS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// 1 / `divisor` where it is a normal number, else none (a zero, infinite,
/// NaN or subnormal divisor, or a subnormal or infinite reciprocal, keeps
/// its division).
std::optional<APFloat> normalReciprocal(const APFloat &divisor) {
  if (!divisor.isNormal())
    return std::nullopt;
  APFloat reciprocal(divisor.getSemantics(), 1);
  APFloat::opStatus status =
      reciprocal.divide(divisor, APFloat::rmNearestTiesToEven);
  if ((status & ~APFloat::opInexact) != APFloat::opOK || !reciprocal.isNormal())
    return std::nullopt;
  return reciprocal;
}

/// x / c -> x * (1 / c) for a constant c (scalar or splat): a
/// multiplication where the division is a dozen instructions (div.rn.f32),
/// within one rounding of the quotient.
struct DivisionByConstant : OpRewritePattern<arith::DivFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::DivFOp division,
                                PatternRewriter &rewriter) const override {
    Attribute constant;
    if (!matchPattern(division.getRhs(), m_Constant(&constant)))
      return failure();
    auto scalar = dyn_cast<FloatAttr>(constant);
    auto splat = dyn_cast<SplatElementsAttr>(constant);
    if (!scalar && !(splat && isa<FloatType>(splat.getElementType())))
      return failure();
    std::optional<APFloat> value = normalReciprocal(
        scalar ? scalar.getValue() : splat.getSplatValue<APFloat>());
    if (!value)
      return failure();
    TypedAttr reciprocal =
        scalar ? TypedAttr(FloatAttr::get(scalar.getType(), *value))
               : TypedAttr(SplatElementsAttr::get(splat.getType(), *value));
    Value factor =
        arith::ConstantOp::create(rewriter, division.getLoc(), reciprocal);
    rewriter.replaceOpWithNewOp<arith::MulFOp>(
        division, division.getLhs(), factor, division.getFastmathAttr());
    return success();
  }
};

struct MultiplyByReciprocalsPass
    : public mlir::cuda_agent::impl::MultiplyByReciprocalsBase<
          MultiplyByReciprocalsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DivisionByConstant>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
