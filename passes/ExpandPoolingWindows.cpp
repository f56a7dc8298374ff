//===- ExpandPoolingWindows.cpp - pooling windows as the input's loops ----===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_EXPANDPOOLINGWINDOWS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// An input index `outer * stride + inner` of a pooling op: the output loop
/// and the window loop of one spatial dimension.
struct Window {
  unsigned outer;
  unsigned inner;
  int64_t stride;
};

std::optional<Window> matchWindow(AffineExpr expr) {
  auto sum = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!sum || sum.getKind() != AffineExprKind::Add)
    return std::nullopt;
  for (auto [scaled, plain] : {std::pair(sum.getLHS(), sum.getRHS()),
                               std::pair(sum.getRHS(), sum.getLHS())}) {
    auto inner = dyn_cast<AffineDimExpr>(plain);
    auto product = dyn_cast<AffineBinaryOpExpr>(scaled);
    if (!inner || !product || product.getKind() != AffineExprKind::Mul)
      continue;
    auto outer = dyn_cast<AffineDimExpr>(product.getLHS());
    auto stride = dyn_cast<AffineConstantExpr>(product.getRHS());
    if (outer && stride)
      return Window{outer.getPosition(), inner.getPosition(),
                    stride.getValue()};
  }
  return std::nullopt;
}

/// Per result of the input's map, its window (nullopt: a plain loop), where
/// every window tiles its input dimension exactly and its loop indexes
/// nothing else; empty where the op is not such a pooling op.
SmallVector<std::optional<Window>> tilingWindows(linalg::LinalgOp op) {
  if (!linalg::isaConvolutionOpInterface(op) || !op.hasPureTensorSemantics() ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1)
    return {};
  // A pooling op's second input only gives the window's shape.
  Block *body = op.getBlock();
  if (!body || !body->getArgument(1).use_empty())
    return {};
  auto input = dyn_cast<RankedTensorType>(op.getDpsInputs()[0].getType());
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  if (!input || !input.hasStaticShape() ||
      llvm::any_of(loops, ShapedType::isDynamic))
    return {};
  AffineMap inputMap = op.getIndexingMapsArray()[0];
  AffineMap outputMap = op.getIndexingMapsArray()[2];
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  SmallVector<std::optional<Window>> windows;
  llvm::SmallDenseMap<unsigned, unsigned> uses;
  inputMap.walkExprs([&](AffineExpr expr) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      ++uses[dim.getPosition()];
  });
  bool any = false;
  for (auto [dim, expr] : llvm::enumerate(inputMap.getResults())) {
    if (isa<AffineDimExpr>(expr)) {
      windows.push_back(std::nullopt);
      continue;
    }
    std::optional<Window> window = matchWindow(expr);
    if (!window || iterators[window->inner] != utils::IteratorType::reduction ||
        loops[window->inner] != window->stride ||
        input.getDimSize(dim) != loops[window->outer] * window->stride ||
        uses[window->inner] != 1 || outputMap.isFunctionOfDim(window->inner))
      return {};
    windows.push_back(window);
    any = true;
  }
  // Every loop must stay a loop of the input or the output: the window
  // operand, which gave the window loops their sizes, goes away.
  for (unsigned loop = 0; loop < loops.size(); ++loop)
    if (!uses.count(loop) && !outputMap.isFunctionOfDim(loop))
      return {};
  return any ? windows : SmallVector<std::optional<Window>>();
}

void expandWindows(linalg::LinalgOp op,
                   ArrayRef<std::optional<Window>> windows) {
  IRRewriter rewriter(op);
  Location loc = op.getLoc();
  Value input = op.getDpsInputs()[0];
  auto inputType = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> loops = op.getStaticLoopRanges();
  SmallVector<ReassociationIndices> reassociation;
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> indices;
  MLIRContext *context = op.getContext();
  AffineMap inputMap = op.getIndexingMapsArray()[0];
  for (auto [dim, window] : llvm::enumerate(windows)) {
    ReassociationIndices group;
    if (window) {
      group = {int64_t(shape.size()), int64_t(shape.size()) + 1};
      shape.append({loops[window->outer], window->stride});
      indices.append({getAffineDimExpr(window->outer, context),
                      getAffineDimExpr(window->inner, context)});
    } else {
      group = {int64_t(shape.size())};
      shape.push_back(inputType.getDimSize(dim));
      indices.push_back(inputMap.getResult(dim));
    }
    reassociation.push_back(group);
  }
  auto expandedType = RankedTensorType::get(shape, inputType.getElementType());
  Value expanded = tensor::ExpandShapeOp::create(rewriter, loc, expandedType,
                                                 input, reassociation);
  AffineMap expandedMap =
      AffineMap::get(inputMap.getNumDims(), 0, indices, context);
  AffineMap outputMap = op.getIndexingMapsArray()[2];
  auto generic = linalg::GenericOp::create(
      rewriter, loc, op->getResultTypes(), ValueRange{expanded},
      op.getDpsInits(), ArrayRef<AffineMap>{expandedMap, outputMap},
      op.getIteratorTypesArray());
  rewriter.inlineRegionBefore(op->getRegion(0), generic.getRegion(),
                              generic.getRegion().end());
  generic.getRegion().front().eraseArgument(1);
  rewriter.replaceOp(op, generic->getResults());
}

struct ExpandPoolingWindowsPass
    : public mlir::cuda_agent::impl::ExpandPoolingWindowsBase<
          ExpandPoolingWindowsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, SmallVector<std::optional<Window>>>>
        pooling;
    getOperation().walk([&](linalg::LinalgOp op) {
      SmallVector<std::optional<Window>> windows = tilingWindows(op);
      if (!windows.empty())
        pooling.emplace_back(op, std::move(windows));
    });
    for (auto &[op, windows] : pooling)
      expandWindows(op, windows);
  }
};

} // namespace
