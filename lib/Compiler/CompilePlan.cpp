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

/// Regions outlined already: by cuda-agent-torch-backend-pipeline.
unsigned mlir::cuda_agent::countModelKernels(ModuleOp module) {
  func::FuncOp function = getModelFunction(module);
  if (!function)
    return 0;
  auto calls = function.getBody().front().getOps<func::CallOp>();
  unsigned outlined = std::distance(calls.begin(), calls.end());
  unsigned regions = formDispatchRegions(function).size();
  return outlined || regions > 1 ? outlined + regions : 0;
}

/// Schedules, lowers and exports `kernel` as one kernel.
static LogicalResult compileKernelPlan(ModuleOp kernel, StringRef directory,
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
  return pm.run(*scheduled);
}

LogicalResult mlir::cuda_agent::compileScheduleFreePlan(
    ModuleOp kernel, StringRef directory, const CompilePlanOptions &options,
    bool widen) {
  OwningOpRef<ModuleOp> copy = kernel.clone();
  PassManager pm(kernel.getContext());
  pm.addPass(createResultsToDestinations());
  ReferenceToPTXOptions lowering;
  lowering.chip = options.chip;
  lowering.format = getSerializationFormat(options.code).str();
  lowering.widen = widen;
  buildReferenceToPTXPipeline(pm, lowering);
  ExportKernelsOptions exportOptions;
  exportOptions.outputDir = directory.str();
  pm.addPass(createExportKernels(exportOptions));
  return pm.run(*copy);
}

LogicalResult mlir::cuda_agent::compileReferencePlan(
    ModuleOp kernel, StringRef directory, const CompilePlanOptions &options) {
  // The reference starts from the kernel as given, before scheduling.
  if (failed(compileScheduleFreePlan(kernel, (directory + "/reference").str(),
                                     options, /*widen=*/true)))
    return kernel.emitError("compiling the float64 reference failed");
  return success();
}

LogicalResult mlir::cuda_agent::compilePlan(ModuleOp kernel,
                                            StringRef directory,
                                            const CompilePlanOptions &options) {
  unsigned kernels = options.wholeModel ? countModelKernels(kernel) : 0;
  bool asModel = kernels && options.schedule.empty();
  // One kernel first (a row kernel computes LayerNorm's statistics and its
  // normalization, four regions); with a model's plan to try next, its
  // diagnostics are held, and stand only if that fails too.
  std::vector<Diagnostic> held;
  std::optional<ScopedDiagnosticHandler> holding;
  if (asModel)
    holding.emplace(kernel.getContext(), [&](Diagnostic &diagnostic) {
      held.push_back(std::move(diagnostic));
      return success();
    });
  LogicalResult compiled = compileKernelPlan(kernel, directory, options);
  holding.reset();
  if (failed(compiled)) {
    if (!asModel) {
      if (kernels)
        emitRemark(kernel.getLoc())
            << "the function is a whole model of " << kernels
            << " dispatch regions, and a schedule is one kernel's: without "
               "one, each region compiles as a kernel of its own";
      return failure();
    }
    emitRemark(kernel.getLoc())
        << "not one kernel: compiling the function as a model of " << kernels
        << " dispatch regions, one kernel each";
    if (succeeded(compileModelPlan(kernel, directory, options)))
      return success();
    emitRemark(kernel.getLoc()) << "compiled as one kernel, it failed too:";
    for (Diagnostic &diagnostic : held)
      kernel.getContext()->getDiagEngine().emit(std::move(diagnostic));
    return failure();
  }
  if (!options.reference)
    return success();
  return compileReferencePlan(kernel, directory, options);
}
