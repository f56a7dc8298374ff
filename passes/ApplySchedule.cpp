//===- ApplySchedule.cpp - apply a kernel's schedule ----------------------===//

#include "cuda-agent/Scheduling/Scheduling.h"
#include "dialects/CudaAgent/CudaAgentAttrs.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/Threading.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_APPLYSCHEDULE
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

/// The passes schedules run by name (transform.apply_registered_pass) must
/// be in the global registry, whichever tool or library applies them.
void registerScriptPasses() {
  static llvm::once_flag once;
  llvm::call_once(once, [] {
    registerCudaAgentPasses();
    bufferization::registerPromoteBuffersToStackPass();
    memref::registerFoldMemRefAliasOpsPass();
    registerLoopInvariantCodeMotion();
  });
}

struct ApplySchedulePass
    : public mlir::cuda_agent::impl::ApplyScheduleBase<ApplySchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Counted before scheduling, on the kernel as written.
    KernelWork work;
    for (auto function : module.getOps<func::FuncOp>()) {
      KernelWork counted = countWork(function);
      work.flops += counted.flops;
      work.reductionLength =
          std::max(work.reductionLength, counted.reductionLength);
    }
    FailureOr<ScheduledKernel> scheduled = scheduleKernel(module, schedule);
    if (failed(scheduled))
      return signalPassFailure();
    registerScriptPasses();
    const ResolvedSchedule &resolved = scheduled->prepared.resolved;
    ModuleOp script = *scheduled->script;
    Operation *entry = transform::detail::findTransformEntryPoint(
        module, script, transform::TransformDialect::kTransformEntryPointSymbolName);
    if (!entry ||
        failed(transform::applyTransformNamedSequence(
            module, entry, script, transform::TransformOptions()))) {
      module.emitError() << "applying schedule '" << resolved.schedule.str()
                         << "' failed";
      return signalPassFailure();
    }
    removeKernelTags(module);
    module->setAttr(kScheduleAttrName,
                    ScheduleAttr::get(module.getContext(), resolved.schedule));
    Builder builder(module.getContext());
    module->setAttr(kFlopsAttrName, builder.getI64IntegerAttr(
                                        static_cast<int64_t>(work.flops)));
    module->setAttr(kReductionLengthAttrName,
                    builder.getI64IntegerAttr(work.reductionLength));
    if (resolved.schedule.tf32)
      module->setAttr(kTf32ProductsAttrName, builder.getUnitAttr());
  }
};

} // namespace
