//===- WidenReductions.cpp - accumulate 16-bit reductions in f32 ----------===//
//
// torch-mlir sums bf16/f16 values into an accumulator of their own type; a
// long sum stagnates once the accumulator's ulp exceeds the addends.
// PyTorch accumulates in f32: so does the rewritten reduction, its result
// truncated once after it.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_WIDENREDUCTIONS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

bool isHalfFloat(Type type) { return isa<Float16Type, BFloat16Type>(type); }

/// `value` (a float) as `type`: itself, extended or truncated.
Value convertFloat(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  if (type.getIntOrFloatBitWidth() > value.getType().getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, type, value);
  return arith::TruncFOp::create(b, loc, type, value);
}

/// An elementwise generic converting `value` to `elementType`.
Value convertElements(PatternRewriter &rewriter, Location loc, Value value,
                      Type elementType) {
  auto type = cast<RankedTensorType>(value.getType());
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        elementType);
  AffineMap identity = rewriter.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             rewriter, loc, empty.getType(), value, empty,
             ArrayRef<AffineMap>{identity, identity}, parallel,
             [&](OpBuilder &b, Location nested, ValueRange args) {
               linalg::YieldOp::create(
                   b, nested, convertFloat(b, nested, args[0], elementType));
             })
      .getResult(0);
}

/// Whether the body rounds at each step (a sum or product; a max or min
/// is exact in any precision) and every op of it computes in f32 as well.
bool widenable(Block &body) {
  return llvm::any_of(body,
                      [](Operation &op) {
                        return isa<arith::AddFOp, arith::SubFOp,
                                   arith::MulFOp, arith::DivFOp>(op);
                      }) &&
         llvm::none_of(body, [](Operation &op) {
           return op.getNumRegions() != 0 || isa<arith::BitcastOp>(op);
         });
}

/// Clones `op` of the old body into `b` with its 16-bit float results in
/// f32.
void cloneWidened(OpBuilder &b, Operation &op, IRMapping &mapping) {
  Type f32 = b.getF32Type();
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto value = dyn_cast<FloatAttr>(constant.getValue());
    if (value && isHalfFloat(value.getType())) {
      mapping.map(constant.getResult(),
                  arith::ConstantOp::create(
                      b, op.getLoc(),
                      b.getF32FloatAttr(value.getValueAsDouble())));
      return;
    }
  }
  // Conversions to or from the 16-bit type become no-ops once it is f32.
  if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
    Type result = op.getResult(0).getType();
    mapping.map(op.getResult(0),
                convertFloat(b, op.getLoc(),
                             mapping.lookupOrDefault(op.getOperand(0)),
                             isHalfFloat(result) ? f32 : result));
    return;
  }
  Operation *clone = b.clone(op, mapping);
  for (OpResult result : clone->getResults())
    if (isHalfFloat(result.getType()))
      result.setType(f32);
}

struct WidenReduction : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic.getNumReductionLoops() == 0 ||
        !generic.hasPureTensorSemantics() ||
        linalg::isaContractionOpInterface(generic) ||
        linalg::isaConvolutionOpInterface(generic) ||
        !widenable(*generic.getBlock()))
      return failure();
    if (!llvm::all_of(generic.getDpsInits(), [](Value init) {
          return isHalfFloat(getElementTypeOrSelf(init.getType()));
        }))
      return failure();

    Location loc = generic.getLoc();
    Type f32 = rewriter.getF32Type();
    SmallVector<Value> inits;
    for (Value init : generic.getDpsInits()) {
      auto fill = init.getDefiningOp<linalg::FillOp>();
      if (!fill) {
        inits.push_back(convertElements(rewriter, loc, init, f32));
        continue;
      }
      Value value =
          arith::ExtFOp::create(rewriter, loc, f32, fill.getInputs()[0]);
      Value empty = tensor::EmptyOp::create(
          rewriter, loc, cast<RankedTensorType>(init.getType()).getShape(),
          f32);
      inits.push_back(
          linalg::FillOp::create(rewriter, loc, value, empty).getResult(0));
    }

    Block &body = *generic.getBlock();
    auto wide = linalg::GenericOp::create(
        rewriter, loc, ValueRange(inits).getTypes(), generic.getDpsInputs(),
        inits, generic.getIndexingMapsArray(),
        generic.getIteratorTypesArray(),
        [&](OpBuilder &b, Location nested, ValueRange arguments) {
          IRMapping mapping;
          for (auto [old, argument] :
               llvm::zip_equal(body.getArguments(), arguments)) {
            mapping.map(old, isHalfFloat(argument.getType())
                                 ? arith::ExtFOp::create(b, nested, f32,
                                                         argument)
                                       .getResult()
                                 : argument);
          }
          for (Operation &op : body.without_terminator())
            cloneWidened(b, op, mapping);
          SmallVector<Value> yielded;
          for (Value value : body.getTerminator()->getOperands())
            yielded.push_back(mapping.lookupOrDefault(value));
          linalg::YieldOp::create(b, nested, yielded);
        });
    wide->setDiscardableAttrs(generic->getDiscardableAttrDictionary());
    SmallVector<Value> results;
    for (auto [result, original] :
         llvm::zip_equal(wide->getResults(), generic->getResults()))
      results.push_back(convertElements(
          rewriter, loc, result,
          cast<RankedTensorType>(original.getType()).getElementType()));
    rewriter.replaceOp(generic, results);
    return success();
  }
};

struct WidenReductionsPass
    : public mlir::cuda_agent::impl::WidenReductionsBase<
          WidenReductionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<WidenReduction>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
