//===- SinkIntoLaunches.cpp - kernels take whole buffers ------------------===//
//
// Upstream's gpu-launch-sink-index-computations sinks constants and index
// arithmetic into gpu.launch bodies. Views must move too: a schedule whose
// grid is one block lets canonicalization hoist operand subviews out of the
// launch, and a subview argument is not a buffer the runtime can pass.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_SINKINTOLAUNCHES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// Side-effect-free ops that compute addresses: constants (of any type,
/// poison included), index arithmetic and views.
bool isAddressComputation(Operation *op) {
  if (op->hasTrait<OpTrait::ConstantLike>() ||
      isa<memref::SubViewOp, memref::CastOp, memref::ExpandShapeOp,
          memref::CollapseShapeOp, memref::DimOp, affine::AffineApplyOp>(op))
    return true;
  return op->getDialect() == op->getContext()->getLoadedDialect("arith") &&
         isMemoryEffectFree(op) &&
         llvm::all_of(op->getResultTypes(),
                      [](Type type) { return type.isIntOrIndex(); });
}

/// Clones into `launch`'s body, first in it, the address computations
/// whose results the body captures, until it captures none: each clone's
/// operands are captured in turn (so they sink too, and their clones go
/// before it).
void sinkAddressComputations(gpu::LaunchOp launch) {
  Block &body = launch.getBody().front();
  while (true) {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(launch.getBody(), captured);
    DenseMap<Operation *, Operation *> clones;
    for (Value value : captured) {
      Operation *definition = value.getDefiningOp();
      if (!definition || !isAddressComputation(definition))
        continue;
      Operation *&clone = clones[definition];
      if (!clone) {
        OpBuilder builder(&body, body.begin());
        clone = builder.clone(*definition);
      }
      Value replacement = clone->getResult(cast<OpResult>(value).getResultNumber());
      value.replaceUsesWithIf(replacement, [&](OpOperand &use) {
        return launch->isProperAncestor(use.getOwner());
      });
    }
    if (clones.empty())
      return;
  }
}

struct SinkIntoLaunchesPass
    : public mlir::cuda_agent::impl::SinkIntoLaunchesBase<
          SinkIntoLaunchesPass> {
  void runOnOperation() override {
    getOperation().walk(sinkAddressComputations);
  }
};

} // namespace
