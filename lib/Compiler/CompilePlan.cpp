//===- CompilePlan.cpp - a kernel to PTX and a launch plan ----------------===//

#include "cuda-agent/Compiler/CompilePlan.h"

#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::cuda_agent;

LogicalResult mlir::cuda_agent::compilePlan(ModuleOp kernel,
                                            StringRef directory,
                                            const CompilePlanOptions &options) {
  OwningOpRef<ModuleOp> scheduled = kernel.clone();
  if (options.defaultSchedule)
    scheduled->walk([](Operation *op) { op->removeAttr(kScheduleAttrName); });
  PassManager pm(kernel.getContext());
  ApplyScheduleOptions scheduleOptions;
  if (!options.defaultSchedule)
    scheduleOptions.schedule = options.schedule;
  pm.addPass(createApplySchedule(scheduleOptions));
  LowerToPTXOptions lowering;
  lowering.chip = options.chip;
  buildLowerToPTXPipeline(pm, lowering);
  ExportKernelsOptions exportOptions;
  exportOptions.outputDir = directory.str();
  pm.addPass(createExportKernels(exportOptions));
  if (failed(pm.run(*scheduled)))
    return failure();
  if (!options.reference)
    return success();
  // The reference starts from the kernel as given, before scheduling.
  OwningOpRef<ModuleOp> original = kernel.clone();
  PassManager referencePm(kernel.getContext());
  ReferenceToPTXOptions referenceOptions;
  referenceOptions.chip = options.chip;
  buildReferenceToPTXPipeline(referencePm, referenceOptions);
  ExportKernelsOptions referenceExport;
  referenceExport.outputDir = (directory + "/reference").str();
  referencePm.addPass(createExportKernels(referenceExport));
  if (failed(referencePm.run(*original))) {
    kernel.emitError("compiling the float64 reference failed");
    return failure();
  }
  return success();
}
