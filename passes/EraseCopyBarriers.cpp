//===- EraseCopyBarriers.cpp - no barrier between staging copies ----------===//
//
// Mapping a block's copies of A and B into shared memory to its threads puts
// a barrier after each. The one between the two copies orders nothing: both
// only read global memory and write their own shared buffer. It also splits
// cp.async groups, halving how far a pipelined K loop runs ahead.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_ERASECOPYBARRIERS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// Shared memory, as #gpu.address_space<workgroup> or NVVM's 3.
bool isWorkgroupMemory(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type)
    return false;
  if (auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace()))
    return space.getInt() == int64_t(NVVM::NVVMMemorySpace::Shared);
  return gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type);
}

/// The allocation a view of it comes from (through subviews, casts...).
Value rootOf(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// The shared buffers a segment of copies writes; failure when it does
/// anything else than read global memory, write workgroup memory and
/// allocate.
struct CopySegment {
  llvm::SmallPtrSet<Value, 4> written;

  LogicalResult add(Operation *op) {
    if (op->getNumRegions() != 0)
      return failure();
    if (isMemoryEffectFree(op))
      return success();
    auto effecting = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effecting)
      return failure();
    SmallVector<MemoryEffects::EffectInstance> effects;
    effecting.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      if (isa<MemoryEffects::Allocate>(effect.getEffect()))
        continue;
      Value value = effect.getValue();
      if (!value)
        return failure();
      if (isa<MemoryEffects::Read>(effect.getEffect()) &&
          !isWorkgroupMemory(value))
        continue;
      if (!isa<MemoryEffects::Write>(effect.getEffect()) ||
          !isWorkgroupMemory(value))
        return failure();
      Value root = rootOf(value);
      if (!root.getDefiningOp<memref::AllocOp>() &&
          !root.getDefiningOp<memref::AllocaOp>())
        return failure();
      written.insert(root);
    }
    return success();
  }
};

/// Adds the ops from `start` (inclusive) in one direction of its block to
/// `segment` up to a barrier: true if it met one, false at the block's end.
FailureOr<bool> walkBlock(Operation *start, bool forward,
                          CopySegment &segment) {
  for (Operation *op = start; op;
       op = forward ? op->getNextNode() : op->getPrevNode()) {
    if (isa<gpu::BarrierOp>(op))
      return true;
    if (op->hasTrait<OpTrait::IsTerminator>())
      continue;
    if (failed(segment.add(op)))
      return failure();
  }
  return false;
}

/// Adds to `segment` what other threads may run between `from` (exclusive)
/// and the previous barrier (backward) or the next one (forward): the block
/// up to a barrier; past the start or end of an scf.for body, the body from
/// its other end (the previous or next iteration) and what precedes or
/// follows the loop. The kernel's start or end ends the walk; other regions
/// are not followed (failure).
LogicalResult collect(Operation *from, bool forward, CopySegment &segment,
                      llvm::SmallPtrSetImpl<Block *> &wrapped) {
  FailureOr<bool> metBarrier = walkBlock(
      forward ? from->getNextNode() : from->getPrevNode(), forward, segment);
  if (failed(metBarrier))
    return failure();
  if (*metBarrier)
    return success();
  Block *block = from->getBlock();
  Operation *parent = block->getParentOp();
  if (isa<gpu::LaunchOp, gpu::GPUFuncOp>(parent))
    return success();
  auto loop = dyn_cast<scf::ForOp>(parent);
  if (!loop)
    return failure();
  if (wrapped.insert(block).second &&
      failed(walkBlock(forward ? &block->front() : &block->back(), forward,
                       segment)))
    return failure();
  return collect(loop, forward, segment, wrapped);
}

bool isErasable(gpu::BarrierOp barrier) {
  CopySegment before, after;
  llvm::SmallPtrSet<Block *, 4> wrappedBefore, wrappedAfter;
  if (failed(collect(barrier, /*forward=*/false, before, wrappedBefore)) ||
      failed(collect(barrier, /*forward=*/true, after, wrappedAfter)))
    return false;
  return llvm::none_of(before.written, [&](Value buffer) {
    return after.written.contains(buffer);
  });
}

struct EraseCopyBarriersPass
    : public mlir::cuda_agent::impl::EraseCopyBarriersBase<
          EraseCopyBarriersPass> {
  void runOnOperation() override {
    SmallVector<gpu::BarrierOp> barriers;
    getOperation()->walk(
        [&](gpu::BarrierOp barrier) { barriers.push_back(barrier); });
    // One at a time: an erased barrier widens its neighbours' segments.
    for (gpu::BarrierOp barrier : barriers)
      if (isErasable(barrier))
        barrier.erase();
  }
};

} // namespace
