//===- Gathers.cpp - a convolution's im2col gather on buffers -------------===//

#include "cuda-agent/Scheduling/Gathers.h"

#include "cuda-agent/Scheduling/ZeroFill.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

bool mlir::cuda_agent::isHostGather(linalg::GenericOp op) {
  if (op->getParentOfType<gpu::LaunchOp>() || !op.hasPureBufferSemantics() ||
      op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != op.getNumParallelLoops())
    return false;
  OpOperand *output = op.getDpsInitOperand(0);
  if (!op.getMatchingIndexingMap(output).isIdentity())
    return false;
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  if (op.getBody()->getOperations().size() != 1 ||
      yield.getOperand(0) != op.getBody()->getArgument(0))
    return false;
  auto alloc = output->get().getDefiningOp<memref::AllocOp>();
  auto type = cast<MemRefType>(output->get().getType());
  return alloc && alloc->getBlock() == op->getBlock() &&
         type.getElementTypeBitWidth() == 32;
}

/// `op` writes zeros to all of `buffer`.
static bool fillsWithZeros(Operation *op, Value buffer) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumDpsInits() == 1 &&
         linalgOp.getDpsInitOperand(0)->get() == buffer &&
         cuda_agent::isZeroFill(op);
}

std::optional<cuda_agent::ZeroPadding>
mlir::cuda_agent::findZeroPadding(Value image, linalg::GenericOp gather) {
  auto alloc = image.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != gather->getBlock())
    return std::nullopt;
  ZeroPadding padding{};
  for (Operation *user : image.getUsers()) {
    if (user == gather.getOperation())
      continue;
    if (isa<memref::DeallocOp>(user)) {
      padding.deallocs.push_back(user);
      continue;
    }
    if (!padding.fill && fillsWithZeros(user, image)) {
      padding.fill = user;
      continue;
    }
    auto view = dyn_cast<memref::SubViewOp>(user);
    if (padding.interior || !view || !view->hasOneUse() ||
        view.getSourceType().getRank() != view.getType().getRank() ||
        !llvm::all_of(view.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) ||
        ShapedType::isDynamicShape(view.getStaticOffsets()) ||
        ShapedType::isDynamicShape(view.getStaticSizes()))
      return std::nullopt;
    // A linalg.copy, or the memref.copy bufferization writes without the
    // option for linalg copies.
    Operation *copy = *view->user_begin();
    if (!isa<linalg::CopyOp, memref::CopyOp>(copy) ||
        copy->getOperand(1) != view.getResult())
      return std::nullopt;
    padding.interior = view;
    padding.copy = copy;
    padding.source = copy->getOperand(0);
    padding.offsets = llvm::to_vector(view.getStaticOffsets());
    padding.sizes = llvm::to_vector(view.getStaticSizes());
  }
  if (!padding.fill || !padding.interior ||
      !padding.fill->isBeforeInBlock(padding.copy) ||
      !padding.copy->isBeforeInBlock(gather))
    return std::nullopt;
  return padding;
}

/// Erases the views of `buffer`, each after its own views.
static void eraseViews(RewriterBase &rewriter, Value buffer) {
  for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
    if (auto view = dyn_cast<memref::SubViewOp>(user)) {
      eraseViews(rewriter, view.getResult());
      rewriter.eraseOp(view);
    }
}

void mlir::cuda_agent::eraseGather(RewriterBase &rewriter,
                                   linalg::GenericOp gather,
                                   ArrayRef<Operation *> temporaryDeallocs,
                                   const std::optional<ZeroPadding> &padding) {
  Value temporary = gather.getDpsInitOperand(0)->get();
  Value image = gather.getDpsInputOperand(0)->get();
  eraseViews(rewriter, temporary);
  rewriter.eraseOp(gather);
  for (Operation *dealloc : temporaryDeallocs)
    rewriter.eraseOp(dealloc);
  rewriter.eraseOp(temporary.getDefiningOp());
  if (!padding)
    return;
  rewriter.eraseOp(padding->copy);
  rewriter.eraseOp(padding->interior);
  rewriter.eraseOp(padding->fill);
  for (Operation *dealloc : padding->deallocs)
    rewriter.eraseOp(dealloc);
  rewriter.eraseOp(image.getDefiningOp());
}

bool mlir::cuda_agent::unwrittenBetween(Value buffer, Operation *from,
                                        Operation *to) {
  for (Operation *user : buffer.getUsers()) {
    Operation *ancestor = from->getBlock()->findAncestorOpInBlock(*user);
    if (!ancestor || ancestor == from || !from->isBeforeInBlock(ancestor) ||
        !ancestor->isBeforeInBlock(to))
      continue;
    auto effects = dyn_cast<MemoryEffectOpInterface>(user);
    if (!effects || effects.hasEffect<MemoryEffects::Write>())
      return false;
  }
  return true;
}

std::optional<cuda_agent::Im2colWindows>
mlir::cuda_agent::matchIm2colWindows(AffineMap map,
                                     ArrayRef<int64_t> imageShape,
                                     ArrayRef<int64_t> temporaryShape) {
  if (imageShape.size() != 4 || temporaryShape.size() != 3 ||
      map.getNumDims() != 3 || map.getNumResults() != 4 ||
      ShapedType::isDynamicShape(imageShape) ||
      ShapedType::isDynamicShape(temporaryShape))
    return std::nullopt;
  int64_t channels = imageShape[1], rows = imageShape[2],
          columns = imageShape[3];
  int64_t taps = temporaryShape[1] / channels;
  if (taps * channels != temporaryShape[1])
    return std::nullopt;
  MLIRContext *context = map.getContext();
  AffineExpr image, k, pixel;
  bindDims(context, image, k, pixel);
  AffineMap simplified = simplifyAffineMap(map);
  // Each window shape of `taps` taps the image's extent allows.
  for (int64_t windowColumns = 1; windowColumns <= taps; ++windowColumns) {
    if (taps % windowColumns)
      continue;
    int64_t windowRows = taps / windowColumns;
    int64_t outputRows = rows - windowRows + 1;
    int64_t outputColumns = columns - windowColumns + 1;
    if (outputRows < 1 || outputColumns < 1 ||
        outputRows * outputColumns != temporaryShape[2])
      continue;
    // rewriteInIm2Col's map of NCHW x FCHW (k as channel, window row,
    // window column).
    AffineMap expected = AffineMap::get(
        3, 0,
        {image, k.floorDiv(taps),
         pixel.floorDiv(outputColumns) + (k % taps).floorDiv(windowColumns),
         pixel % outputColumns + k % windowColumns},
        context);
    if (simplifyAffineMap(expected) == simplified)
      return Im2colWindows{channels, windowRows, windowColumns, outputColumns};
  }
  return std::nullopt;
}

bool mlir::cuda_agent::isPixelRectangle(const Im2colWindows &windows,
                                        int64_t pixels) {
  int64_t width = windows.outputColumns;
  return pixels <= width ? width % pixels == 0
                         : pixels % width == 0 && width % 4 == 0;
}
