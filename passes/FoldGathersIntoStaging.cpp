//===- FoldGathersIntoStaging.cpp - implicit GEMM staging copies ----------===//
//
// A convolution's im2col gather writes every window of the image into a
// temporary (925 MB for a 3x3 convolution of 32 x 64 x 112 x 112 images)
// that the GEMM then stages tile by tile into shared memory. Where the
// GEMM's staging copies are the temporary's only readers, each copy can
// read the image itself through the gather's map: the temporary, its
// launch and (where the image is a zero padding of another buffer) the
// padding's launches disappear, an implicit GEMM.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/ZeroFill.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/ViewLikeInterfaceUtils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FOLDGATHERSINTOSTAGING
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// A copy of a piece of the gathered temporary into shared memory: a
/// vector load (through views of the temporary) and the store of it.
struct StagingCopy {
  vector::LoadOp load;
  vector::StoreOp store;
  /// The op of the gather's block that holds the copy (its gpu.launch).
  Operation *launch;
  /// The views between the load and the temporary, the load's first.
  SmallVector<memref::SubViewOp> views;
};

/// The image a gather reads, where it is a zero padding of `source`: a
/// buffer filled with zeros with `source` copied into it at `offsets`.
struct ZeroPadding {
  Value source;
  SmallVector<int64_t> offsets;
  SmallVector<int64_t> sizes;
  Operation *fill;
  memref::SubViewOp interior;
  linalg::CopyOp copy;
};

/// `op` writes zeros to all of `buffer`.
bool fillsWithZeros(Operation *op, Value buffer) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumDpsInits() == 1 &&
         linalgOp.getDpsInitOperand(0)->get() == buffer &&
         cuda_agent::isZeroFill(op);
}

/// A gather left to the host: a copy-like linalg.generic on buffers (one
/// input read through a map, the identity on its output, the body yields
/// the input) of 32-bit elements (cp.async moves 4, 8 or 16 bytes) into an
/// allocation of the same block.
bool isHostGather(linalg::GenericOp op) {
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

/// The op of `block` that holds `op`.
Operation *ancestorIn(Block *block, Operation *op) {
  return block->findAncestorOpInBlock(*op);
}

/// The staging copies reading `temporary`, its deallocations in
/// `deallocs`; failure where anything else uses it (then the gather
/// stays). `gather` writes it, and must come before every copy.
FailureOr<SmallVector<StagingCopy>>
findStagingCopies(linalg::GenericOp gather, Value temporary,
                  SmallVectorImpl<Operation *> &deallocs) {
  SmallVector<StagingCopy> copies;
  SmallVector<std::pair<Value, SmallVector<memref::SubViewOp>>> worklist = {
      {temporary, {}}};
  while (!worklist.empty()) {
    auto [value, views] = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (user == gather.getOperation())
        continue;
      if (isa<memref::DeallocOp>(user)) {
        deallocs.push_back(user);
        continue;
      }
      if (auto view = dyn_cast<memref::SubViewOp>(user)) {
        SmallVector<memref::SubViewOp> chain = {view};
        chain.append(views);
        worklist.push_back({view.getResult(), chain});
        continue;
      }
      auto load = dyn_cast<vector::LoadOp>(user);
      if (!load || load.getVectorType().getRank() != 1 ||
          !load->getParentOfType<gpu::LaunchOp>() || !load->hasOneUse())
        return failure();
      auto store = dyn_cast<vector::StoreOp>(*load->user_begin());
      if (!store || store.getValueToStore() != load.getResult() ||
          !nvgpu::NVGPUDialect::hasSharedMemoryAddressSpace(
              store.getMemRefType()))
        return failure();
      Operation *launch = ancestorIn(gather->getBlock(), load);
      if (!launch || !gather->isBeforeInBlock(launch))
        return failure();
      copies.push_back({load, store, launch, views});
    }
  }
  return copies;
}

/// The zero padding `image` is, if it is one whose only other reader is
/// `gather`: a buffer of the gather's block filled with zeros, then the
/// source copied into a view of static offsets, sizes and unit strides.
std::optional<ZeroPadding>
findZeroPadding(Value image, linalg::GenericOp gather,
                SmallVectorImpl<Operation *> &deallocs) {
  auto alloc = image.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != gather->getBlock())
    return std::nullopt;
  ZeroPadding padding{};
  for (Operation *user : image.getUsers()) {
    if (user == gather.getOperation())
      continue;
    if (isa<memref::DeallocOp>(user)) {
      deallocs.push_back(user);
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
    auto copy = dyn_cast<linalg::CopyOp>(*view->user_begin());
    if (!copy || copy.getOutputs().front() != view.getResult())
      return std::nullopt;
    padding.interior = view;
    padding.copy = copy;
    padding.source = copy.getInputs().front();
    padding.offsets = llvm::to_vector(view.getStaticOffsets());
    padding.sizes = llvm::to_vector(view.getStaticSizes());
  }
  if (!padding.fill || !padding.interior ||
      !padding.fill->isBeforeInBlock(padding.copy) ||
      !padding.copy->isBeforeInBlock(gather))
    return std::nullopt;
  return padding;
}

/// `indices` into the view `load` reads, resolved into the temporary
/// through `views`.
SmallVector<Value> resolveIntoTemporary(RewriterBase &rewriter, Location loc,
                                        ArrayRef<memref::SubViewOp> views,
                                        SmallVector<Value> indices) {
  for (memref::SubViewOp view : views) {
    SmallVector<Value> resolved;
    affine::resolveIndicesIntoOpWithOffsetsAndStrides(
        rewriter, loc, view.getMixedOffsets(), view.getMixedStrides(),
        view.getDroppedDims(), getAsOpFoldResult(indices), resolved);
    indices = std::move(resolved);
  }
  return indices;
}

Value constantIndex(RewriterBase &rewriter, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(rewriter, loc, value);
}

/// One element of `copy`, lane `lane` of its vector, read from the image
/// through `map` and stored into shared memory: a 4-byte copy that
/// nvgpu's create_async_groups makes a cp.async (zero-filled outside the
/// padding's interior, where the image was zeros).
void stageElement(RewriterBase &rewriter, StagingCopy copy, int64_t lane,
                  AffineMap map, Value image,
                  const std::optional<ZeroPadding> &padding) {
  Location loc = copy.load.getLoc();
  rewriter.setInsertionPoint(copy.store);
  auto shifted = [&](ValueRange indices) {
    SmallVector<Value> result(indices);
    if (lane != 0)
      result.back() = arith::AddIOp::create(rewriter, loc, result.back(),
                                            constantIndex(rewriter, loc, lane));
    return result;
  };
  SmallVector<Value> temporaryIndices = resolveIntoTemporary(
      rewriter, loc, copy.views, shifted(copy.load.getIndices()));
  SmallVector<OpFoldResult> operands = getAsOpFoldResult(temporaryIndices);
  SmallVector<Value> imageIndices;
  for (AffineExpr result : map.getResults())
    imageIndices.push_back(getValueOrCreateConstantIndexOp(
        rewriter, loc,
        affine::makeComposedFoldedAffineApply(
            rewriter, loc, AffineMap::get(map.getNumDims(), 0, result),
            operands)));

  Type elementType = copy.load.getVectorType().getElementType();
  auto vectorType = VectorType::get({1}, elementType);
  Value element;
  if (!padding) {
    element =
        vector::LoadOp::create(rewriter, loc, vectorType, image, imageIndices);
  } else {
    // Outside the interior the image is zero: no bytes read (the index is
    // clamped into the source all the same), the element zero-filled.
    Value inside;
    SmallVector<Value> sourceIndices;
    for (auto [index, offset, size] :
         llvm::zip_equal(imageIndices, padding->offsets, padding->sizes)) {
      Value shiftedIndex =
          offset == 0
              ? index
              : arith::SubIOp::create(rewriter, loc, index,
                                      constantIndex(rewriter, loc, offset));
      int64_t extent =
          cast<MemRefType>(image.getType()).getDimSize(sourceIndices.size());
      if (offset == 0 && size == extent) {
        sourceIndices.push_back(shiftedIndex);
        continue;
      }
      Value zero = constantIndex(rewriter, loc, 0);
      Value last = constantIndex(rewriter, loc, size - 1);
      Value above = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::sge, shiftedIndex, zero);
      Value below = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::sle, shiftedIndex, last);
      Value within = arith::AndIOp::create(rewriter, loc, above, below);
      inside = inside ? arith::AndIOp::create(rewriter, loc, inside, within)
                      : within;
      sourceIndices.push_back(arith::MinSIOp::create(
          rewriter, loc,
          arith::MaxSIOp::create(rewriter, loc, shiftedIndex, zero), last));
    }
    Value zeroElement = arith::ConstantOp::create(
        rewriter, loc, rewriter.getZeroAttr(elementType));
    if (!inside) {
      element = vector::LoadOp::create(rewriter, loc, vectorType,
                                       padding->source, sourceIndices);
    } else {
      Value count = arith::SelectOp::create(rewriter, loc, inside,
                                            constantIndex(rewriter, loc, 1),
                                            constantIndex(rewriter, loc, 0));
      Value mask = vector::CreateMaskOp::create(
          rewriter, loc, VectorType::get({1}, rewriter.getI1Type()),
          ValueRange{count});
      element = vector::TransferReadOp::create(
          rewriter, loc, vectorType, padding->source, sourceIndices,
          AffineMapAttr::get(AffineMap::getMinorIdentityMap(
              cast<MemRefType>(padding->source.getType()).getRank(), 1,
              rewriter.getContext())),
          zeroElement, mask, rewriter.getBoolArrayAttr({true}));
    }
  }
  vector::StoreOp::create(rewriter, loc, element, copy.store.getBase(),
                          shifted(copy.store.getIndices()));
}

/// Erases the views of `buffer`, each after its own views.
void eraseViews(RewriterBase &rewriter, Value buffer) {
  for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
    if (auto view = dyn_cast<memref::SubViewOp>(user)) {
      eraseViews(rewriter, view.getResult());
      rewriter.eraseOp(view);
    }
}

/// Whether no op of `from`'s block after `from` and before `to` may write
/// `buffer` directly (then reading it at `to` reads what it held at
/// `from`).
bool unwrittenBetween(Value buffer, Operation *from, Operation *to) {
  for (Operation *user : buffer.getUsers()) {
    Operation *ancestor = ancestorIn(from->getBlock(), user);
    if (!ancestor || ancestor == from || !from->isBeforeInBlock(ancestor) ||
        !ancestor->isBeforeInBlock(to))
      continue;
    auto effects = dyn_cast<MemoryEffectOpInterface>(user);
    if (!effects || effects.hasEffect<MemoryEffects::Write>())
      return false;
  }
  return true;
}

struct FoldGathersIntoStagingPass
    : public mlir::cuda_agent::impl::FoldGathersIntoStagingBase<
          FoldGathersIntoStagingPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> gathers;
    getOperation().walk([&](linalg::GenericOp op) {
      if (isHostGather(op))
        gathers.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp gather : gathers)
      foldGather(rewriter, gather);
  }

  static void foldGather(RewriterBase &rewriter, linalg::GenericOp gather) {
    Value temporary = gather.getDpsInitOperand(0)->get();
    SmallVector<Operation *> deallocs;
    FailureOr<SmallVector<StagingCopy>> copies =
        findStagingCopies(gather, temporary, deallocs);
    if (failed(copies) || copies->empty())
      return;
    // The copies read the image when their launches run: it must still
    // hold what the gather would have read.
    Operation *lastLaunch = nullptr;
    for (StagingCopy copy : *copies)
      if (!lastLaunch || lastLaunch->isBeforeInBlock(copy.launch))
        lastLaunch = copy.launch;
    OpOperand *input = gather.getDpsInputOperand(0);
    Value image = input->get();
    if (!unwrittenBetween(image, gather, lastLaunch))
      return;
    AffineMap map = gather.getMatchingIndexingMap(input);
    SmallVector<Operation *> paddingDeallocs;
    std::optional<ZeroPadding> padding =
        findZeroPadding(image, gather, paddingDeallocs);
    if (padding &&
        !unwrittenBetween(padding->source, padding->copy, lastLaunch))
      padding.reset();

    for (StagingCopy copy : *copies) {
      for (int64_t lane = 0; lane < copy.load.getVectorType().getNumElements();
           ++lane)
        stageElement(rewriter, copy, lane, map, image, padding);
      rewriter.eraseOp(copy.store);
      rewriter.eraseOp(copy.load);
    }
    // The copies were the views' only readers.
    eraseViews(rewriter, temporary);
    rewriter.eraseOp(gather);
    for (Operation *dealloc : deallocs)
      rewriter.eraseOp(dealloc);
    rewriter.eraseOp(temporary.getDefiningOp());
    if (!padding)
      return;
    rewriter.eraseOp(padding->copy);
    rewriter.eraseOp(padding->interior);
    rewriter.eraseOp(padding->fill);
    for (Operation *dealloc : paddingDeallocs)
      rewriter.eraseOp(dealloc);
    rewriter.eraseOp(image.getDefiningOp());
  }
};

} // namespace
