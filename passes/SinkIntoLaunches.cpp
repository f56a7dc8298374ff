//===- SinkIntoLaunches.cpp - kernels take whole buffers ------------------===//
//
// Upstream's gpu-launch-sink-index-computations sinks constants and index
// arithmetic into gpu.launch bodies. Views must move too (a schedule whose
// grid is one block lets canonicalization hoist operand subviews out of the
// launch, and a subview argument is not a buffer the runtime can pass), and
// so must float values computed from constants (a vector a launch captures
// is not either).
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

/// Ops that compute a value from their operands alone: constants (of any
/// type, poison included), arithmetic, views. Not a global's buffer (a
/// model's weights): outlining would copy its data into the kernel's code,
/// and the launch plan must see it.
bool isPureComputation(Operation *op) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
         !isa<memref::GetGlobalOp>(op);
}

/// Clones into `launch`'s body, first in it, the pure computations
/// whose results the body captures, until it captures none: each clone's
/// operands are captured in turn (so they sink too, and their clones go
/// before it).
void sinkPureComputations(gpu::LaunchOp launch) {
  Block &body = launch.getBody().front();
  while (true) {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(launch.getBody(), captured);
    DenseMap<Operation *, Operation *> clones;
    for (Value value : captured) {
      Operation *definition = value.getDefiningOp();
      if (!definition || !isPureComputation(definition))
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
    getOperation().walk(sinkPureComputations);
  }
};

} // namespace
