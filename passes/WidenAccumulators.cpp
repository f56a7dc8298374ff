//===- WidenAccumulators.cpp - accumulate 16-bit contractions in f32 ------===//
//
// FMA code of an f16/bf16 contraction rounds its accumulator to 16 bits at
// every multiply-add. The contraction becomes a mixed-precision one into
// f32, and loops carry the f32 sum instead of rounding it each iteration.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_WIDENACCUMULATORS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

bool isHalfFloat(Type type) {
  return isa<Float16Type, BFloat16Type>(getElementTypeOrSelf(type));
}

/// `type` (a float or a vector of floats) with f32 elements.
Type toF32(Type type) {
  Type f32 = Float32Type::get(type.getContext());
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(f32);
  return f32;
}

/// vector.contract into f16/bf16 -> extf, the contraction into f32, truncf.
struct WidenContraction : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ContractionOp contract,
                                PatternRewriter &rewriter) const override {
    Type accType = contract.getAccType();
    if (!isHalfFloat(accType) ||
        contract.getKind() != vector::CombiningKind::ADD)
      return failure();
    Location loc = contract.getLoc();
    Type wide = toF32(accType);
    Value acc = arith::ExtFOp::create(rewriter, loc, wide, contract.getAcc());
    auto widened = vector::ContractionOp::create(
        rewriter, loc, contract.getLhs(), contract.getRhs(), acc,
        contract.getIndexingMaps(), contract.getIteratorTypes(),
        contract.getKind());
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(contract, accType,
                                                 widened.getResult());
    return success();
  }
};

/// An scf.for iter_arg of f16/bf16 used only through extf to f32 and
/// yielded as a truncf from f32: carried in f32.
struct WidenCarriedValue : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The f32 type `argument` is extended to by all of its uses, if any.
  static Type wideUseType(BlockArgument argument) {
    Type wide;
    for (Operation *user : argument.getUsers()) {
      auto extend = dyn_cast<arith::ExtFOp>(user);
      if (!extend || !getElementTypeOrSelf(extend.getType()).isF32() ||
          (wide && extend.getType() != wide))
        return {};
      wide = extend.getType();
    }
    return wide;
  }

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (auto [index, argument] : llvm::enumerate(loop.getRegionIterArgs())) {
      if (!isHalfFloat(argument.getType()) || argument.use_empty())
        continue;
      Type wide = wideUseType(argument);
      auto truncate = yield.getOperand(index).getDefiningOp<arith::TruncFOp>();
      if (!wide || !truncate || truncate.getIn().getType() != wide)
        continue;
      widen(rewriter, loop, index, wide, truncate.getIn());
      return success();
    }
    return failure();
  }

  static void widen(PatternRewriter &rewriter, scf::ForOp loop, size_t index,
                    Type wide, Value wideYielded) {
    Location loc = loop.getLoc();
    BlockArgument argument = loop.getRegionIterArgs()[index];
    Type narrow = argument.getType();
    OpOperand &init = loop.getInitArgsMutable()[index];
    rewriter.setInsertionPoint(loop);
    Value wideInit = arith::ExtFOp::create(rewriter, loc, wide, init.get());
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    rewriter.modifyOpInPlace(loop, [&] {
      init.set(wideInit);
      argument.setType(wide);
      loop.getResult(index).setType(wide);
    });
    // The extensions of the carried value are the carried value now.
    for (Operation *user : llvm::make_early_inc_range(argument.getUsers()))
      rewriter.replaceOp(user, argument);
    rewriter.modifyOpInPlace(yield,
                             [&] { yield.setOperand(index, wideYielded); });
    rewriter.setInsertionPointAfter(loop);
    Value result = loop.getResult(index);
    auto narrowed = arith::TruncFOp::create(rewriter, loc, narrow, result);
    rewriter.replaceAllUsesExcept(result, narrowed, narrowed);
  }
};

// Lowered vector code moves the accumulator between the loop's 1-D
// values and the contraction's 2-D tile through element lists and
// extracts. These move the conversions to the loop's values, where
// WidenCarriedValue finds them.

/// extract(truncf(x))[i] -> truncf(extract(x)[i]).
struct ExtractOfTruncation : OpRewritePattern<vector::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ExtractOp extract,
                                PatternRewriter &rewriter) const override {
    auto truncate = extract.getSource().getDefiningOp<arith::TruncFOp>();
    if (!truncate || !isHalfFloat(extract.getType()))
      return failure();
    auto wide =
        vector::ExtractOp::create(rewriter, extract.getLoc(), truncate.getIn(),
                                  extract.getMixedPosition());
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(extract, extract.getType(),
                                                 wide.getResult());
    return success();
  }
};

/// extf(from_elements(x...)) -> from_elements(extf(x)...).
struct ExtensionOfElements : OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp extend,
                                PatternRewriter &rewriter) const override {
    auto elements = extend.getIn().getDefiningOp<vector::FromElementsOp>();
    if (!elements || !isHalfFloat(extend.getIn().getType()))
      return failure();
    Type wide = getElementTypeOrSelf(extend.getType());
    SmallVector<Value> extended;
    for (Value element : elements.getElements())
      extended.push_back(
          arith::ExtFOp::create(rewriter, extend.getLoc(), wide, element));
    rewriter.replaceOpWithNewOp<vector::FromElementsOp>(
        extend, cast<VectorType>(extend.getType()), extended);
    return success();
  }
};

/// to_elements(v) whose elements are only extended to f32 ->
/// to_elements(extf(v)).
struct ElementsOfExtension : OpRewritePattern<vector::ToElementsOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ToElementsOp elements,
                                PatternRewriter &rewriter) const override {
    if (!isHalfFloat(elements.getSource().getType()) || elements.use_empty())
      return failure();
    for (Operation *user : elements->getUsers()) {
      auto extend = dyn_cast<arith::ExtFOp>(user);
      if (!extend || !extend.getType().isF32())
        return failure();
    }
    Location loc = elements.getLoc();
    Value wide = arith::ExtFOp::create(rewriter, loc,
                                       toF32(elements.getSource().getType()),
                                       elements.getSource());
    auto wideElements = vector::ToElementsOp::create(rewriter, loc, wide);
    for (auto [narrow, extended] :
         llvm::zip_equal(elements.getResults(), wideElements.getResults()))
      for (Operation *user : llvm::make_early_inc_range(narrow.getUsers()))
        rewriter.replaceOp(user, extended);
    rewriter.eraseOp(elements);
    return success();
  }
};

struct WidenAccumulatorsPass
    : public mlir::cuda_agent::impl::WidenAccumulatorsBase<
          WidenAccumulatorsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<WidenContraction, WidenCarriedValue, ExtractOfTruncation,
                 ExtensionOfElements, ElementsOfExtension>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
