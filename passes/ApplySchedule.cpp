//===- ApplySchedule.cpp - apply a kernel's schedule ----------------------===//

#include "cuda-agent/Scheduling/Scheduling.h"
#include "dialects/CudaAgent/CudaAgentAttrs.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/Parser/Parser.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_APPLYSCHEDULE
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

struct ApplySchedulePass
    : public mlir::cuda_agent::impl::ApplyScheduleBase<ApplySchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<std::optional<::cuda_agent::Schedule>> given =
        parseScheduleOption(module, schedule);
    if (failed(given))
      return signalPassFailure();
    FailureOr<PreparedKernel> prepared = prepareKernel(module, *given);
    if (failed(prepared))
      return signalPassFailure();

    OwningOpRef<ModuleOp> script =
        parseSourceString<ModuleOp>(prepared->script, module.getContext(),
                                    "cuda-agent-schedule-script");
    if (!script) {
      module.emitError("internal error: the generated transform script does "
                       "not parse");
      return signalPassFailure();
    }
    Operation *entry = transform::detail::findTransformEntryPoint(
        module, *script, transform::TransformDialect::kTransformEntryPointSymbolName);
    if (!entry ||
        failed(transform::applyTransformNamedSequence(
            module, entry, *script, transform::TransformOptions()))) {
      module.emitError() << "applying schedule '"
                         << prepared->resolved.schedule.str() << "' failed";
      return signalPassFailure();
    }
    removeKernelTags(module);
    module->setAttr(kScheduleAttrName,
                    ScheduleAttr::get(module.getContext(),
                                      prepared->resolved.schedule));
  }
};

} // namespace

FailureOr<std::optional<::cuda_agent::Schedule>>
mlir::cuda_agent::parseScheduleOption(Operation *op, StringRef text) {
  if (text.empty())
    return std::optional<::cuda_agent::Schedule>();
  llvm::Expected<::cuda_agent::Schedule> parsed =
      ::cuda_agent::Schedule::parse(text);
  if (!parsed)
    return op->emitError() << llvm::toString(parsed.takeError());
  return std::optional<::cuda_agent::Schedule>(*parsed);
}
