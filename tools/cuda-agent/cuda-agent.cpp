//===- cuda-agent.cpp - the cuda-agent command line -----------------------===//
//
//   cuda-agent compile KERNEL.mlir [--schedule S] [--emit=ptx|mlir|transform] [-o OUT]
//   cuda-agent sample KERNEL.mlir [-n N] [--seed S]
//   cuda-agent run KERNEL.mlir [--schedule S] [--runs N] [--timeout SECONDS]
//
// compile applies a schedule (default: the kernel's own or the default
// schedule) and writes the PTX and launch plan (a directory, with the
// kernel's float64 reference plan in OUT/reference), the scheduled GPU IR,
// or the transform script. sample prints random legal schedules of
// the kernel, one complete action string per line. run compiles into a
// temporary plan and runs it in a cuda-agent-launch subprocess (checked
// against the float64 reference plan, timed; its JSON report on stdout), so
// that a hang or a crash of the kernel is a reported failure of the run.
// Failures exit non-zero with the reason (2: no CUDA device, 3: wrong
// results, 4: the run timed out or crashed).
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
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
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
cl::SubCommand runCommand("run", "Compile a kernel, run it on the GPU against "
                                 "its float64 reference and time it");

cl::opt<std::string> kernelPath(cl::Positional, cl::desc("<kernel.mlir>"),
                                cl::Required, cl::sub(compileCommand),
                                cl::sub(sampleCommand), cl::sub(runCommand));

enum class Emit { Ptx, Mlir, Transform };
cl::opt<std::string> scheduleOption(
    "schedule", cl::desc("Action string (docs/SCHEDULES.md); default: the "
                         "kernel's own schedule or the default schedule"),
    cl::sub(compileCommand), cl::sub(runCommand));
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
                          cl::init("sm_90"), cl::sub(compileCommand),
                          cl::sub(runCommand));
cl::opt<bool> withReference(
    "reference",
    cl::desc("With --emit=ptx, also write the kernel's float64 reference "
             "plan to OUT/reference (cuda-agent-launch --reference=plan)"),
    cl::init(true), cl::sub(compileCommand));

cl::opt<unsigned> runs("runs", cl::desc("Timed runs (median reported)"),
                       cl::init(50), cl::sub(runCommand));
cl::opt<unsigned> timeoutSeconds(
    "timeout", cl::desc("Seconds the run may take before it counts as hung"),
    cl::init(120), cl::sub(runCommand));

cl::opt<unsigned> sampleCount("n", cl::desc("How many legal schedules"),
                              cl::init(20), cl::sub(sampleCommand));
cl::opt<uint64_t> sampleSeed("seed", cl::desc("Random seed"), cl::init(0),
                             cl::sub(sampleCommand));

int fail(const llvm::Twine &message, int code = 1) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent") << message << "\n";
  return code;
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

/// Schedules the kernel and writes its PTX and launch plan to
/// `planDirectory` (with its float64 reference plan in
/// `planDirectory`/reference when `reference`).
LogicalResult compilePlan(MLIRContext &context, StringRef planDirectory,
                          bool reference) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return failure();
  PassManager pm(&context);
  compiler::ApplyScheduleOptions scheduleOptions;
  scheduleOptions.schedule = scheduleOption;
  pm.addPass(compiler::createApplySchedule(scheduleOptions));
  compiler::LowerToPTXOptions lowering;
  lowering.chip = chip.getValue();
  compiler::buildLowerToPTXPipeline(pm, lowering);
  compiler::ExportKernelsOptions exportOptions;
  exportOptions.outputDir = planDirectory.str();
  pm.addPass(compiler::createExportKernels(exportOptions));
  // The reference starts from the kernel as given, before scheduling.
  OwningOpRef<ModuleOp> original = module->clone();
  if (failed(pm.run(*module))) {
    fail("compiling " + kernelPath + " failed");
    return failure();
  }
  if (!reference)
    return success();
  PassManager referencePm(&context);
  compiler::ReferenceToPTXOptions referenceOptions;
  referenceOptions.chip = chip.getValue();
  compiler::buildReferenceToPTXPipeline(referencePm, referenceOptions);
  compiler::ExportKernelsOptions referenceExport;
  referenceExport.outputDir = (planDirectory + "/reference").str();
  referencePm.addPass(compiler::createExportKernels(referenceExport));
  if (failed(referencePm.run(*original))) {
    fail("compiling the float64 reference of " + kernelPath + " failed");
    return failure();
  }
  return success();
}

int runCompile(MLIRContext &context) {
  std::string planDirectory =
      outputPath.empty() ? kernelPath + ".ptx" : outputPath.getValue();
  if (emit == Emit::Ptx) {
    if (failed(compilePlan(context, planDirectory, withReference)))
      return 1;
    llvm::outs() << planDirectory << "\n";
    return 0;
  }
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  PassManager pm(&context);
  if (emit == Emit::Transform) {
    compiler::EmitTransformOptions emitOptions;
    emitOptions.schedule = scheduleOption;
    pm.addPass(compiler::createEmitTransform(emitOptions));
  } else {
    compiler::ApplyScheduleOptions scheduleOptions;
    scheduleOptions.schedule = scheduleOption;
    pm.addPass(compiler::createApplySchedule(scheduleOptions));
  }
  if (failed(pm.run(*module)))
    return fail("compiling " + kernelPath + " failed");
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputPath.empty() ? "-" : outputPath.getValue(), &error);
  if (!output)
    return fail(error);
  module->print(output->os());
  output->keep();
  return 0;
}

/// cuda-agent-launch's exit codes (tools/cuda-agent-launch).
constexpr int kLaunchNoGpu = 2, kLaunchWrong = 3;
constexpr int kRunFailed = 4;

int runRun(MLIRContext &context, const char *argv0) {
  llvm::SmallString<128> planDirectory;
  if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
          "cuda-agent-run", planDirectory))
    return fail("cannot create a temporary directory: " + error.message());
  llvm::scope_exit cleanup(
      [&] { llvm::sys::fs::remove_directories(planDirectory); });
  if (failed(compilePlan(context, planDirectory, /*reference=*/true)))
    return 1;
  // The launcher next to this executable runs the plan in its own process.
  std::string self = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&runRun));
  llvm::SmallString<128> launcher(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(launcher, "cuda-agent-launch");
  if (!llvm::sys::fs::can_execute(launcher))
    return fail("cannot find cuda-agent-launch next to " + self);
  std::string runsArgument = "--runs=" + std::to_string(runs);
  SmallVector<StringRef> arguments = {launcher, planDirectory, runsArgument};
  std::string error;
  bool notStarted = false;
  int code = llvm::sys::ExecuteAndWait(launcher, arguments, std::nullopt, {},
                                       timeoutSeconds, 0, &error, &notStarted);
  if (notStarted)
    return fail("cannot start " + launcher + ": " + error);
  if (code == kLaunchNoGpu)
    return fail("no CUDA device: " + kernelPath + " compiled, not run",
                kLaunchNoGpu);
  if (code == kLaunchWrong)
    return fail(kernelPath + ": the scheduled kernel's results differ from "
                             "the float64 reference",
                kLaunchWrong);
  // A negative code: the run crashed (a signal) or hit the time limit.
  if (code < 0)
    return fail("running " + kernelPath + " failed: " + error +
                    " (time limit " + std::to_string(timeoutSeconds) + " s)",
                kRunFailed);
  if (code != 0)
    return fail("running " + kernelPath + " failed (cuda-agent-launch exit " +
                    std::to_string(code) + ")",
                code);
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
  if (runCommand)
    return runRun(context, argv[0]);
  return fail("give a command: compile, sample or run (see --help)");
}
