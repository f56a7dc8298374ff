//===- ConvolutionsToGemm.cpp - 2-D convolutions as GEMMs -----------------===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/Reshapes.h"
#include "cuda-agent/Scheduling/ZeroFill.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_CONVOLUTIONSTOGEMM
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// A tensor of `shape` filled with zeros (what a convolution sums into).
Value createZeros(RewriterBase &rewriter, Location loc, ArrayRef<int64_t> shape,
                  Type elementType) {
  Value empty = tensor::EmptyOp::create(rewriter, loc, shape, elementType);
  Value zero = arith::ConstantOp::create(rewriter, loc,
                                         rewriter.getZeroAttr(elementType));
  return linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
}

/// Makes `conv` start from zeros and adds its former init after it: the
/// bias torch-mlir starts the sum from becomes an epilogue of the GEMM.
void initAsEpilogue(RewriterBase &rewriter, linalg::Conv2DNchwFchwOp conv) {
  Location loc = conv.getLoc();
  Value init = conv.getOutputs().front();
  auto type = cast<RankedTensorType>(init.getType());
  rewriter.setInsertionPoint(conv);
  Value zeros =
      createZeros(rewriter, loc, type.getShape(), type.getElementType());
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

/// Output pixels per image whose count a GEMM's N takes in whole tiles of
/// mma blocks: below, the output is computed padded to multiples of
/// kPaddedPixelRows rows and columns (110 x 110 = 12100 pixels has no
/// power-of-two divisor above 4: no tensor-core tile divides it).
constexpr int64_t kPixelMultiple = 64;
constexpr int64_t kPaddedPixelRows = 8;

/// An elementwise op over the convolution's output that can run over the
/// padded output as well: all loops parallel, the identity on its output
/// (which it only writes), and every input not in `chained` (the padded
/// chain's values, read by the identity) broadcast along the image's rows
/// and columns (loops 2 and 3: a per-channel bias or normalization).
bool extendsOverPadding(linalg::GenericOp op,
                        const llvm::SmallPtrSetImpl<Value> &chained) {
  if (op.getNumLoops() != 4 || op.getNumLoops() != op.getNumParallelLoops() ||
      op.getNumDpsInits() != 1 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return false;
  bool readsChain = false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (chained.contains(input->get())) {
      if (!map.isIdentity())
        return false;
      readsChain = true;
      continue;
    }
    if (map.isFunctionOfDim(2) || map.isFunctionOfDim(3))
      return false;
  }
  return readsChain;
}

/// The ops between a convolution and the function's result that can run
/// over its padded output, in program order, and the value returned.
struct PaddableChain {
  SmallVector<linalg::GenericOp> ops;
  Value returned;
};

/// The elementwise ops from `conv`'s result to the function's one result,
/// where all of them extend over a padded output and nothing else reads
/// their results.
std::optional<PaddableChain> findPaddableChain(linalg::Conv2DNchwFchwOp conv) {
  llvm::SmallPtrSet<Value, 8> chained = {conv.getResult(0)};
  PaddableChain chain;
  SmallVector<Value> worklist = {conv.getResult(0)};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<func::ReturnOp>(user) && user->getNumOperands() == 1 &&
          (!chain.returned || chain.returned == value)) {
        chain.returned = value;
        continue;
      }
      auto op = dyn_cast<linalg::GenericOp>(user);
      if (!op || !extendsOverPadding(op, chained))
        return std::nullopt;
      if (chained.insert(op.getResult(0)).second) {
        chain.ops.push_back(op);
        worklist.push_back(op.getResult(0));
      }
    }
  }
  if (!chain.returned)
    return std::nullopt;
  llvm::sort(chain.ops, [](linalg::GenericOp a, linalg::GenericOp b) {
    return a->isBeforeInBlock(b);
  });
  return chain;
}

/// Where `conv` (from zeros) has too few output pixels for whole GEMM
/// tiles, computes it and the elementwise ops after it over an output
/// padded to multiples of kPaddedPixelRows rows and columns (the image
/// padded with zeros where the larger windows need more of it); the
/// function returns the real part, materialized into its result. Returns
/// the padded convolution, or `conv` where it stays as it is.
linalg::Conv2DNchwFchwOp padOutput(RewriterBase &rewriter,
                                   linalg::Conv2DNchwFchwOp conv) {
  Value image = conv.getInputs()[0], filter = conv.getInputs()[1];
  auto imageType = cast<RankedTensorType>(image.getType());
  auto filterType = cast<RankedTensorType>(filter.getType());
  auto outputType = cast<RankedTensorType>(conv.getResult(0).getType());
  ArrayRef<int64_t> output = outputType.getShape();
  if ((output[2] * output[3]) % kPixelMultiple == 0)
    return conv;
  std::optional<PaddableChain> chain = findPaddableChain(conv);
  if (!chain)
    return conv;
  auto strides = llvm::to_vector(conv.getStrides().getValues<int64_t>());
  auto dilations = llvm::to_vector(conv.getDilations().getValues<int64_t>());
  SmallVector<int64_t> paddedShape(output);
  SmallVector<OpFoldResult> highPadding(4, rewriter.getIndexAttr(0));
  for (int dim = 0; dim < 2; ++dim) {
    int64_t extent = llvm::alignTo(output[2 + dim], kPaddedPixelRows);
    paddedShape[2 + dim] = extent;
    int64_t needed = (extent - 1) * strides[dim] +
                     (filterType.getDimSize(2 + dim) - 1) * dilations[dim] + 1;
    highPadding[2 + dim] = rewriter.getIndexAttr(
        std::max<int64_t>(0, needed - imageType.getDimSize(2 + dim)));
  }
  Location loc = conv.getLoc();
  Type elementType = outputType.getElementType();
  rewriter.setInsertionPoint(conv);
  Value zero = arith::ConstantOp::create(
      rewriter, loc, rewriter.getZeroAttr(imageType.getElementType()));
  Value paddedImage = tensor::PadOp::create(
      rewriter, loc, Type(), image,
      SmallVector<OpFoldResult>(4, rewriter.getIndexAttr(0)), highPadding,
      zero);
  Value zeros = createZeros(rewriter, loc, paddedShape, elementType);
  auto padded = linalg::Conv2DNchwFchwOp::create(
      rewriter, loc, TypeRange{zeros.getType()},
      ValueRange{paddedImage, filter}, ValueRange{zeros}, conv.getStrides(),
      conv.getDilations());

  // The chain over the padded output: each op's padded twin.
  IRMapping padding;
  padding.map(conv.getResult(0), padded.getResult(0));
  for (linalg::GenericOp op : chain->ops) {
    rewriter.setInsertionPoint(op);
    auto type = cast<RankedTensorType>(op.getResult(0).getType());
    // The op whose padded result is returned writes a buffer of its own
    // (an allocation, which CSE does not merge with the tensor.empty the
    // GEMM's fill and the other ops write into: the fused ops' results
    // stay in registers, this one is read by the copy of its real part).
    auto paddedType = RankedTensorType::get(paddedShape, type.getElementType());
    Value empty =
        op.getResult(0) == chain->returned
            ? bufferization::AllocTensorOp::create(rewriter, op.getLoc(),
                                                   paddedType, ValueRange())
                  .getResult()
            : tensor::EmptyOp::create(rewriter, op.getLoc(), paddedShape,
                                      type.getElementType())
                  .getResult();
    SmallVector<Value> inputs =
        llvm::map_to_vector(op.getDpsInputs(), [&](Value input) {
          return padding.lookupOrDefault(input);
        });
    auto twin = linalg::GenericOp::create(
        rewriter, op.getLoc(), TypeRange{empty.getType()}, inputs,
        ValueRange{empty}, op.getIndexingMapsArray(),
        op.getIteratorTypesArray());
    rewriter.cloneRegionBefore(op.getRegion(), twin.getRegion(),
                               twin.getRegion().begin());
    padding.map(op.getResult(0), twin.getResult(0));
  }
  // The function's result: the real part of the padded one.
  Value last = chain->returned;
  Operation *ret =
      *llvm::find_if(last.getUsers(), llvm::IsaPred<func::ReturnOp>);
  rewriter.setInsertionPoint(ret);
  auto resultType = cast<RankedTensorType>(last.getType());
  Value real = tensor::ExtractSliceOp::create(
      rewriter, loc, resultType, padding.lookup(last),
      SmallVector<OpFoldResult>(4, rewriter.getIndexAttr(0)),
      getAsIndexOpFoldResult(rewriter.getContext(), resultType.getShape()),
      SmallVector<OpFoldResult>(4, rewriter.getIndexAttr(1)));
  // Into what the last op wrote (the function's result argument of a
  // kernel imported before), else a new tensor.
  Value destination;
  if (auto lastOp = last.getDefiningOp<linalg::GenericOp>())
    destination = lastOp.getDpsInitOperand(0)->get();
  if (!destination || !(isa<BlockArgument>(destination) ||
                        destination.getDefiningOp<tensor::EmptyOp>()))
    destination = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType());
  Value result = bufferization::MaterializeInDestinationOp::create(
                     rewriter, loc, real, destination)
                     .getResult();
  rewriter.modifyOpInPlace(ret, [&] {
    for (OpOperand &operand : ret->getOpOperands())
      if (operand.get() == last)
        operand.set(result);
  });
  for (linalg::GenericOp op : llvm::reverse(chain->ops))
    rewriter.eraseOp(op);
  rewriter.eraseOp(conv);
  return padded;
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
      conv = padOutput(rewriter, conv);
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
    cuda_agent::populateReshapeCleanupPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
