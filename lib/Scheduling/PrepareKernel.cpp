//===- PrepareKernel.cpp - pick, resolve and tag a module's kernel --------===//

#include "cuda-agent/Scheduling/Scheduling.h"

#include "dialects/CudaAgent/CudaAgentAttrs.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;
using namespace mlir::cuda_agent;

FailureOr<PreparedKernel> mlir::cuda_agent::prepareKernel(
    ModuleOp module, const std::optional<::cuda_agent::Schedule> &schedule) {
  FailureOr<func::FuncOp> function = findKernelFunction(module);
  if (failed(function))
    return failure();

  PreparedKernel prepared;
  FailureOr<KernelInfo> kernel = analyzeKernel(*function);
  if (failed(kernel))
    return failure();
  prepared.kernel = *kernel;
  linalg::LinalgOp anchor = kernel->anchor;

  ::cuda_agent::Schedule given;
  if (schedule)
    given = *schedule;
  else if (auto attr = anchor->getAttrOfType<ScheduleAttr>(kScheduleAttrName))
    given = attr.getSchedule();

  SmallVector<Violation> violations;
  if (failed(resolveSchedule(given, *kernel, prepared.resolved, violations))) {
    for (const Violation &violation : violations)
      anchor.emitError() << "illegal schedule '" << given.str() << "': '"
                         << ::cuda_agent::getActionName(violation.action)
                         << "' " << violation.reason;
    return failure();
  }

  // mma's epilogue kernel reads the contraction's result from a buffer of
  // its own: filled in the destination, the epilogue would write over what
  // it reads, and bufferization would copy it.
  if (!prepared.resolved.epilogueThreadTiles.empty())
    for (linalg::FillOp fill : kernel->initFills) {
      Value filled = fill.getOutputs().front();
      if (filled.getDefiningOp<tensor::EmptyOp>())
        continue;
      OpBuilder builder(fill);
      auto type = cast<RankedTensorType>(filled.getType());
      Value empty = tensor::EmptyOp::create(
          builder, fill.getLoc(), type.getShape(), type.getElementType());
      fill.getOutputsMutable()[0].set(empty);
    }

  MLIRContext *context = module.getContext();
  anchor->setAttr(kAnchorAttrName, UnitAttr::get(context));
  for (linalg::FillOp fill : kernel->initFills)
    fill->setAttr(kInitFillAttrName, UnitAttr::get(context));
  for (auto [index, op] : llvm::enumerate(kernel->fused))
    op->setAttr(kFusedAttrName,
                IntegerAttr::get(IntegerType::get(context, 64), index));
  if (prepared.resolved.rowChunks) {
    // The cyclic layout: the row loop becomes (pieces, threads, 4).
    FailureOr<KernelInfo> expanded = expandRowLoop(
        *kernel, {prepared.resolved.rowChunks,
                  prepared.resolved.splitThreads, 4});
    if (failed(expanded))
      prepared.resolved.rowChunks = 0;
    else
      prepared.kernel = *expanded;
  }
  prepared.script =
      buildTransformScript(prepared.resolved, prepared.kernel);
  return prepared;
}

void mlir::cuda_agent::removeKernelTags(ModuleOp module) {
  module.walk([](Operation *op) {
    for (StringRef name : {kAnchorAttrName, kInitFillAttrName, kFusedAttrName})
      op->removeAttr(name);
    if (!isa<ModuleOp>(op))
      op->removeAttr(kScheduleAttrName);
  });
}

FailureOr<ScheduledKernel>
mlir::cuda_agent::scheduleKernel(ModuleOp module, StringRef scheduleOption) {
  std::optional<::cuda_agent::Schedule> given;
  if (!scheduleOption.empty()) {
    llvm::Expected<::cuda_agent::Schedule> parsed =
        ::cuda_agent::Schedule::parse(scheduleOption);
    if (!parsed)
      return module.emitError() << llvm::toString(parsed.takeError());
    given = *parsed;
  }
  FailureOr<PreparedKernel> prepared = prepareKernel(module, given);
  if (failed(prepared))
    return failure();
  ScheduledKernel scheduled{std::move(*prepared), {}};
  scheduled.script = parseSourceString<ModuleOp>(
      scheduled.prepared.script, module.getContext(),
      "cuda-agent-schedule-script");
  if (!scheduled.script)
    return module.emitError(
        "internal error: the generated transform script does not parse");
  return scheduled;
}
