//===- ForwardReadOnlyLoads.cpp - reuse loads of read-only buffers --------===//
//
// Row kernels read their input once per stage with the same per-thread
// addresses; the stages are separated by barriers, which keep LLVM from
// reusing the values. A buffer no thread of the launch writes cannot change
// between those loads, so the first one's value serves them all.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FORWARDREADONLYLOADS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The buffer `memref` views (through subviews, casts and other views).
Value rootBuffer(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

/// Whether `buffer` is an argument of the function holding the launch:
/// arguments are distinct buffers, so the written set identifies theirs
/// (other roots, such as two memref.get_global of one symbol, may alias).
bool isKernelArgument(Value buffer) {
  auto argument = dyn_cast<BlockArgument>(buffer);
  return argument &&
         isa<FunctionOpInterface>(argument.getOwner()->getParentOp());
}

/// The root buffers ops in `launch` write, or failure if an op may write
/// memory the pass cannot attribute to a buffer.
FailureOr<llvm::DenseSet<Value>> writtenBuffers(gpu::LaunchOp launch) {
  llvm::DenseSet<Value> written;
  WalkResult result = launch.getBody().walk([&](Operation *op) {
    // A barrier orders the block's memory accesses; it writes nothing.
    if (isa<gpu::BarrierOp>(op))
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      // Regions of loops and conditionals are visited on their own.
      return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &instance : instances) {
      if (!isa<MemoryEffects::Write>(instance.getEffect()))
        continue;
      Value buffer = instance.getValue();
      if (!buffer)
        return WalkResult::interrupt();
      written.insert(rootBuffer(buffer));
    }
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return written;
}

/// The buffer and indices a load reads, or a null buffer for other ops.
std::pair<Value, ValueRange> loadedAddress(Operation *op) {
  if (auto load = dyn_cast<vector::LoadOp>(op))
    return {load.getBase(), load.getIndices()};
  if (auto load = dyn_cast<memref::LoadOp>(op))
    return {load.getMemRef(), load.getIndices()};
  return {Value(), ValueRange()};
}

/// Whether `a` and `b` load the same elements into the same type.
bool sameLoad(Operation *a, Operation *b) {
  auto [bufferA, indicesA] = loadedAddress(a);
  auto [bufferB, indicesB] = loadedAddress(b);
  return a->getName() == b->getName() && bufferA == bufferB &&
         llvm::equal(indicesA, indicesB) &&
         a->getResultTypes() == b->getResultTypes() &&
         a->getAttrDictionary() == b->getAttrDictionary();
}

void forwardLoads(gpu::LaunchOp launch) {
  FailureOr<llvm::DenseSet<Value>> written = writtenBuffers(launch);
  if (failed(written))
    return;
  DominanceInfo dominance(launch);
  SmallVector<Operation *> earlier;
  SmallVector<Operation *> forwarded;
  launch.getBody().walk([&](Operation *op) {
    Value buffer = loadedAddress(op).first;
    if (!buffer || !isKernelArgument(rootBuffer(buffer)) ||
        written->contains(rootBuffer(buffer)))
      return;
    for (Operation *previous : earlier)
      if (sameLoad(previous, op) && dominance.properlyDominates(previous, op)) {
        op->getResult(0).replaceAllUsesWith(previous->getResult(0));
        forwarded.push_back(op);
        return;
      }
    earlier.push_back(op);
  });
  for (Operation *op : forwarded)
    op->erase();
}

struct ForwardReadOnlyLoads
    : mlir::cuda_agent::impl::ForwardReadOnlyLoadsBase<ForwardReadOnlyLoads> {
  void runOnOperation() override {
    getOperation().walk([](gpu::LaunchOp launch) { forwardLoads(launch); });
  }
};

} // namespace
