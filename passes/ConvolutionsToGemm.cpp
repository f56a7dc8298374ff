//===- ConvolutionsToGemm.cpp - 2-D convolutions as GEMMs -----------------===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/ZeroFill.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_CONVOLUTIONSTOGEMM
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// Makes `conv` start from zeros and adds its former init after it: the
/// bias torch-mlir starts the sum from becomes an epilogue of the GEMM.
void initAsEpilogue(RewriterBase &rewriter, linalg::Conv2DNchwFchwOp conv) {
  Location loc = conv.getLoc();
  Value init = conv.getOutputs().front();
  auto type = cast<RankedTensorType>(init.getType());
  rewriter.setInsertionPoint(conv);
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                        type.getElementType());
  Value zero = arith::ConstantOp::create(
      rewriter, loc, rewriter.getZeroAttr(type.getElementType()));
  Value zeros = linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
  rewriter.modifyOpInPlace(conv,
                           [&] { conv.getOutputsMutable()[0].set(zeros); });

  // The addend: a broadcast's input through its map, or the init itself.
  MLIRContext *context = rewriter.getContext();
  AffineMap identity =
      AffineMap::getMultiDimIdentityMap(type.getRank(), context);
  Value addend = init;
  AffineMap addendMap = identity;
  if (auto broadcast = init.getDefiningOp<linalg::BroadcastOp>()) {
    addend = broadcast.getInput();
    addendMap =
        broadcast.getMatchingIndexingMap(broadcast.getDpsInputOperand(0));
  }
  Value result = conv.getResult(0);
  rewriter.setInsertionPointAfter(conv);
  Value output = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                         type.getElementType());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto add = linalg::GenericOp::create(
      rewriter, loc, type, ValueRange{result, addend}, ValueRange{output},
      ArrayRef<AffineMap>{identity, addendMap, identity}, iterators,
      [](OpBuilder &builder, Location loc, ValueRange args) {
        Value sum = arith::AddFOp::create(builder, loc, args[0], args[1]);
        linalg::YieldOp::create(builder, loc, sum);
      });
  rewriter.replaceAllUsesExcept(result, add.getResult(0), add);
}

/// A 1x1 window of stride 1: the GEMM reads the image collapsed to
/// (N, C, H*W) and the filter as (F, C), no gather.
LogicalResult rewritePointwise(RewriterBase &rewriter,
                               linalg::Conv2DNchwFchwOp conv) {
  Value image = conv.getInputs()[0], filter = conv.getInputs()[1];
  Value init = conv.getOutputs().front();
  auto filterType = cast<RankedTensorType>(filter.getType());
  auto outputType = cast<RankedTensorType>(init.getType());
  if (filterType.getDimSize(2) != 1 || filterType.getDimSize(3) != 1 ||
      !llvm::all_of(conv.getStrides().getValues<int64_t>(),
                    [](int64_t stride) { return stride == 1; }))
    return failure();
  Location loc = conv.getLoc();
  rewriter.setInsertionPoint(conv);
  SmallVector<ReassociationIndices> pixels = {{0}, {1}, {2, 3}};
  Value columns = tensor::CollapseShapeOp::create(rewriter, loc, image, pixels);
  Value matrix = tensor::CollapseShapeOp::create(
      rewriter, loc, filter, SmallVector<ReassociationIndices>{{0}, {1, 2, 3}});
  Value output = tensor::CollapseShapeOp::create(rewriter, loc, init, pixels);

  MLIRContext *context = rewriter.getContext();
  AffineExpr n, f, p, k;
  bindDims(context, n, f, p, k);
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(4, 0, results, context);
  };
  Type accumulator = outputType.getElementType();
  auto gemm = linalg::GenericOp::create(
      rewriter, loc, output.getType(), ValueRange{matrix, columns},
      ValueRange{output},
      ArrayRef<AffineMap>{map({f, k}), map({n, k, p}), map({n, f, p})},
      ArrayRef<utils::IteratorType>{
          utils::IteratorType::parallel, utils::IteratorType::parallel,
          utils::IteratorType::parallel, utils::IteratorType::reduction},
      [&](OpBuilder &builder, Location loc, ValueRange args) {
        auto widened = [&](Value value) -> Value {
          if (value.getType() == accumulator)
            return value;
          return arith::ExtFOp::create(builder, loc, accumulator, value);
        };
        Value product = arith::MulFOp::create(builder, loc, widened(args[0]),
                                              widened(args[1]));
        Value sum = arith::AddFOp::create(builder, loc, product, args[2]);
        linalg::YieldOp::create(builder, loc, sum);
      });
  rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(conv, outputType,
                                                     gemm.getResult(0), pixels);
  return success();
}

struct ConvolutionsToGemmPass
    : public mlir::cuda_agent::impl::ConvolutionsToGemmBase<
          ConvolutionsToGemmPass> {
  void runOnOperation() override {
    SmallVector<linalg::Conv2DNchwFchwOp> convs;
    getOperation().walk([&](linalg::Conv2DNchwFchwOp conv) {
      auto types = llvm::map_to_vector(conv->getOperandTypes(), [](Type type) {
        return dyn_cast<RankedTensorType>(type);
      });
      bool floats = llvm::all_of(types, [](RankedTensorType type) {
        return type && type.hasStaticShape() &&
               isa<FloatType>(type.getElementType());
      });
      if (floats)
        convs.push_back(conv);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::Conv2DNchwFchwOp conv : convs) {
      if (!cuda_agent::isZeroFill(conv.getOutputs().front().getDefiningOp()))
        initAsEpilogue(rewriter, conv);
      if (succeeded(rewritePointwise(rewriter, conv)))
        continue;
      rewriter.setInsertionPoint(conv);
      if (failed(linalg::rewriteInIm2Col(rewriter, conv))) {
        conv.emitOpError("cannot be rewritten as a GEMM over its im2col "
                         "windows");
        return signalPassFailure();
      }
    }
    if (convs.empty())
      return;
    // The reshape back to the image moves past the elementwise ops after
    // the GEMM: they iterate over its (N, F, OH*OW) output.
    RewritePatternSet patterns(&getContext());
    linalg::populateFoldReshapeOpsByCollapsingPatterns(
        patterns, [](OpOperand *use) {
          auto consumer = dyn_cast<linalg::GenericOp>(use->getOwner());
          return consumer &&
                 consumer.getNumLoops() == consumer.getNumParallelLoops();
        });
    linalg::FillOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns,
                                                         &getContext());
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::populateFoldTensorEmptyPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
