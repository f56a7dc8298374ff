//===- EmitTransform.cpp - the schedule as a transform script -------------===//

#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"


namespace mlir::cuda_agent {
#define GEN_PASS_DEF_EMITTRANSFORM
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

struct EmitTransformPass
    : public mlir::cuda_agent::impl::EmitTransformBase<EmitTransformPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<ScheduledKernel> scheduled = scheduleKernel(module, schedule);
    if (failed(scheduled))
      return signalPassFailure();
    // Payload and script in one module, as the upstream interpreter takes it.
    module->setAttr(transform::TransformDialect::kWithNamedSequenceAttrName,
                    UnitAttr::get(module.getContext()));
    Block &body = module.getBodyRegion().front();
    for (Operation &op : llvm::make_early_inc_range(
             scheduled->script->getBody()->getOperations()))
      op.moveBefore(&body, body.end());
  }
};

} // namespace
