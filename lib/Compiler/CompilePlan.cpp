//===- CompilePlan.cpp - a kernel to GPU code and a launch plan -----------===//

#include "cuda-agent/Compiler/CompilePlan.h"

#include "cuda-agent/Scheduling/DispatchRegions.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVM/NVVM/Utils.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace mlir;
using namespace mlir::cuda_agent;

std::optional<std::string> mlir::cuda_agent::findPtxas() {
  // The search of the NVVM serializer (NVPTXSerializer::findTool).
  StringRef toolkit = NVVM::getCUDAToolkitPath();
  if (!toolkit.empty()) {
    llvm::SmallString<256> path(toolkit);
    llvm::sys::path::append(path, "bin", "ptxas");
    if (llvm::sys::fs::can_execute(path))
      return path.str().str();
  }
  if (llvm::ErrorOr<std::string> path = llvm::sys::findProgramByName("ptxas"))
    return *path;
  return std::nullopt;
}

KernelCode mlir::cuda_agent::getFastestLoadingCode() {
  static const KernelCode code =
      findPtxas() ? KernelCode::Cubin : KernelCode::Ptx;
  return code;
}

static StringRef getSerializationFormat(KernelCode code) {
  return code == KernelCode::Cubin ? "bin" : "isa";
}

/// After a failed compile: where the module is a whole model (several
/// dispatch regions with a root each), says so and how to split it.
static void explainWholeModel(ModuleOp module) {
  auto functions = llvm::to_vector(llvm::make_filter_range(
      module.getOps<func::FuncOp>(),
      [](func::FuncOp function) { return !function.isExternal(); }));
  if (functions.size() != 1 || !functions[0].getBody().hasOneBlock())
    return;
  SmallVector<DispatchRegion> regions = formDispatchRegions(functions[0]);
  unsigned kernels = llvm::count_if(
      regions, [](const DispatchRegion &region) { return region.root; });
  if (kernels < 2)
    return;
  emitRemark(functions[0].getLoc())
      << "the function is a whole model of " << regions.size()
      << " dispatch regions (" << kernels
      << " with a contraction or reduction), and a plan compiles one "
         "kernel: `cuda-agent-opt --cuda-agent-form-dispatch-regions` "
         "outlines each region into a function of its own";
}

LogicalResult mlir::cuda_agent::compilePlan(ModuleOp kernel,
                                            StringRef directory,
                                            const CompilePlanOptions &options) {
  OwningOpRef<ModuleOp> scheduled = kernel.clone();
  if (options.defaultSchedule)
    scheduled->walk([](Operation *op) { op->removeAttr(kScheduleAttrName); });
  PassManager pm(kernel.getContext());
  // Results built in tensor.empty are written into arguments of their own,
  // as the reference's are: the plan's buffers are the arguments.
  pm.addPass(createResultsToDestinations());
  ApplyScheduleOptions scheduleOptions;
  if (!options.defaultSchedule)
    scheduleOptions.schedule = options.schedule;
  pm.addPass(createApplySchedule(scheduleOptions));
  LowerToPTXOptions lowering;
  lowering.chip = options.chip;
  lowering.format = getSerializationFormat(options.code).str();
  buildLowerToPTXPipeline(pm, lowering);
  ExportKernelsOptions exportOptions;
  exportOptions.outputDir = directory.str();
  pm.addPass(createExportKernels(exportOptions));
  if (failed(pm.run(*scheduled))) {
    explainWholeModel(kernel);
    return failure();
  }
  if (!options.reference)
    return success();
  // The reference starts from the kernel as given, before scheduling.
  OwningOpRef<ModuleOp> original = kernel.clone();
  PassManager referencePm(kernel.getContext());
  referencePm.addPass(createResultsToDestinations());
  ReferenceToPTXOptions referenceOptions;
  referenceOptions.chip = options.chip;
  referenceOptions.format = getSerializationFormat(options.code).str();
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
