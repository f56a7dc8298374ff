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

#include "cuda-agent/Scheduling/Gathers.h"

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
using mlir::cuda_agent::ZeroPadding;

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

struct FoldGathersIntoStagingPass
    : public mlir::cuda_agent::impl::FoldGathersIntoStagingBase<
          FoldGathersIntoStagingPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> gathers;
    getOperation().walk([&](linalg::GenericOp op) {
      if (cuda_agent::isHostGather(op))
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
    if (!cuda_agent::unwrittenBetween(image, gather, lastLaunch))
      return;
    AffineMap map = gather.getMatchingIndexingMap(input);
    std::optional<ZeroPadding> padding =
        cuda_agent::findZeroPadding(image, gather);
    if (padding && !cuda_agent::unwrittenBetween(padding->source, padding->copy,
                                                 lastLaunch))
      padding.reset();

    for (StagingCopy copy : *copies) {
      for (int64_t lane = 0; lane < copy.load.getVectorType().getNumElements();
           ++lane)
        stageElement(rewriter, copy, lane, map, image, padding);
      rewriter.eraseOp(copy.store);
      rewriter.eraseOp(copy.load);
    }
    // The copies were the views' only readers.
    cuda_agent::eraseGather(rewriter, gather, deallocs, padding);
  }
};

} // namespace
