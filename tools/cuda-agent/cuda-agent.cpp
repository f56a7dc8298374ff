//===- cuda-agent.cpp - the cuda-agent command line -----------------------===//
//
//   cuda-agent compile KERNEL.mlir [--schedule S] [--emit=ptx|mlir|transform] [-o OUT]
//   cuda-agent sample KERNEL.mlir [-n N] [--seed S]
//
// compile applies a schedule (default: the kernel's own or the default
// schedule) and writes the PTX and launch plan (a directory, with the
// kernel's float64 reference plan in OUT/reference), the scheduled GPU IR,
// or the transform script. sample prints random legal schedules of
// the kernel, one complete action string per line. Failures exit non-zero
// with the reason.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "cuda-agent/Version.h"
#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <set>

using namespace mlir;
namespace cl = llvm::cl;
namespace compiler = mlir::cuda_agent;

namespace {

cl::SubCommand compileCommand("compile", "Compile a kernel with a schedule");
cl::SubCommand sampleCommand("sample", "Print random legal schedules of a kernel");

cl::opt<std::string> kernelPath(cl::Positional, cl::desc("<kernel.mlir>"),
                                cl::Required, cl::sub(compileCommand),
                                cl::sub(sampleCommand));

enum class Emit { Ptx, Mlir, Transform };
cl::opt<std::string> scheduleOption(
    "schedule", cl::desc("Action string (docs/SCHEDULES.md); default: the "
                         "kernel's own schedule or the default schedule"),
    cl::sub(compileCommand));
cl::opt<Emit> emit(
    "emit", cl::desc("What to write"), cl::init(Emit::Ptx),
    cl::values(clEnumValN(Emit::Ptx, "ptx",
                          "PTX and launch.json into the directory -o"),
               clEnumValN(Emit::Mlir, "mlir", "the scheduled GPU IR"),
               clEnumValN(Emit::Transform, "transform",
                          "the kernel with its transform script")),
    cl::sub(compileCommand));
cl::opt<std::string> outputPath(
    "o", cl::desc("Output directory (ptx) or file (mlir, transform; '-' = "
                  "stdout)"),
    cl::value_desc("path"), cl::sub(compileCommand));
cl::opt<std::string> chip("chip", cl::desc("GPU architecture"),
                          cl::init("sm_90"), cl::sub(compileCommand));
cl::opt<bool> withReference(
    "reference",
    cl::desc("With --emit=ptx, also write the kernel's float64 reference "
             "plan to OUT/reference (cuda-agent-launch --reference=plan)"),
    cl::init(true), cl::sub(compileCommand));

cl::opt<unsigned> sampleCount("n", cl::desc("How many legal schedules"),
                              cl::init(20), cl::sub(sampleCommand));
cl::opt<uint64_t> sampleSeed("seed", cl::desc("Random seed"), cl::init(0),
                             cl::sub(sampleCommand));

int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent") << message << "\n";
  return 1;
}

OwningOpRef<ModuleOp> loadKernel(MLIRContext &context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(kernelPath, &error);
  if (!file) {
    llvm::WithColor::error(llvm::errs(), "cuda-agent") << error << "\n";
    return {};
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

int runCompile(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  PassManager pm(&context);
  compiler::ApplyScheduleOptions scheduleOptions;
  scheduleOptions.schedule = scheduleOption;
  if (emit == Emit::Transform) {
    compiler::EmitTransformOptions emitOptions;
    emitOptions.schedule = scheduleOption;
    pm.addPass(compiler::createEmitTransform(emitOptions));
  } else {
    pm.addPass(compiler::createApplySchedule(scheduleOptions));
  }
  std::string planDirectory =
      outputPath.empty() ? kernelPath + ".ptx" : outputPath.getValue();
  if (emit == Emit::Ptx) {
    compiler::LowerToPTXOptions lowering;
    lowering.chip = chip.getValue();
    compiler::buildLowerToPTXPipeline(pm, lowering);
    compiler::ExportKernelsOptions exportOptions;
    exportOptions.outputDir = planDirectory;
    pm.addPass(compiler::createExportKernels(exportOptions));
  }
  // The reference starts from the kernel as given, before scheduling.
  OwningOpRef<ModuleOp> original = module->clone();
  if (failed(pm.run(*module)))
    return fail("compiling " + kernelPath + " failed");
  if (emit == Emit::Ptx) {
    if (withReference) {
      PassManager referencePm(&context);
      compiler::ReferenceToPTXOptions reference;
      reference.chip = chip.getValue();
      compiler::buildReferenceToPTXPipeline(referencePm, reference);
      compiler::ExportKernelsOptions exportOptions;
      exportOptions.outputDir = planDirectory + "/reference";
      referencePm.addPass(compiler::createExportKernels(exportOptions));
      if (failed(referencePm.run(*original)))
        return fail("compiling the float64 reference of " + kernelPath +
                    " failed");
    }
    llvm::outs() << planDirectory << "\n";
    return 0;
  }
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputPath.empty() ? "-" : outputPath.getValue(), &error);
  if (!output)
    return fail(error);
  module->print(output->os());
  output->keep();
  return 0;
}

int runSample(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  SmallVector<func::FuncOp> functions(module->getOps<func::FuncOp>());
  if (functions.size() != 1)
    return fail("the kernel file must hold one function");
  FailureOr<compiler::KernelInfo> kernel =
      compiler::analyzeKernel(functions.front());
  if (failed(kernel))
    return 1;
  std::mt19937_64 rng(sampleSeed);
  std::set<std::string> printed;
  for (unsigned draws = 0; printed.size() < sampleCount && draws < 100000;
       ++draws) {
    compiler::ResolvedSchedule resolved;
    SmallVector<compiler::Violation> violations;
    if (failed(compiler::resolveSchedule(compiler::sampleSchedule(*kernel, rng),
                                         *kernel, resolved, violations)))
      continue;
    std::string text = resolved.schedule.str();
    if (printed.insert(text).second)
      llvm::outs() << text << "\n";
  }
  if (printed.size() < sampleCount)
    return fail("found only " + std::to_string(printed.size()) +
                " distinct legal schedules");
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "cuda-agent version " << CUDA_AGENT_VERSION_STRING << " (MLIR "
       << LLVM_VERSION_STRING << ")\n";
  });
  compiler::registerCompilerPasses();
  cl::ParseCommandLineOptions(argc, argv, "cuda-agent: schedule, compile and "
                                          "run GPU kernels\n");
  DialectRegistry registry;
  compiler::registerCompilerDialects(registry);
  MLIRContext context(registry);
  if (compileCommand)
    return runCompile(context);
  if (sampleCommand)
    return runSample(context);
  return fail("give a command: compile or sample (see --help)");
}
