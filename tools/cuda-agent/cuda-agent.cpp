//===- cuda-agent.cpp - the cuda-agent command line -----------------------===//
//
// Dispatches to the subcommands (their options: Options.cpp; usage in
// README.md and `cuda-agent SUBCOMMAND --help`):
//
//   compile   apply a schedule (given, the experience database's best
//             record, the policy's, or the default) and write the PTX and
//             launch plan, the scheduled IR or the transform script
//   import    torch-mlir's linalg-on-tensors output into kernel form
//   run       compile and measure on the GPU against the float64 reference
//             (a worker process: a hang or crash is a reported failure);
//             exit codes 2: no CUDA device, 3: wrong results, 4: a fault,
//             hang or crash, 5: faster than possible
//   features  the RL environment's observation of a kernel (JSON)
//   sample    random legal schedules of a kernel
//   rollouts  random episodes of the environment (a benchmark)
//   synth     a corpus of random kernels (docs/CORPUS.md)
//   train     train a policy with PPO (docs/POLICY.md)
//   evaluate  the policy against the default, random schedules, a
//             heuristic and a random search (a table)
//   tune      measured search per kernel (docs/EXPERIENCE.md)
//   (train and tune --mpi: under mpirun, docs/DISTRIBUTED.md)
//   retrain-cost-model, db   the experience database (docs/EXPERIENCE.md)
//
//===----------------------------------------------------------------------===//

#include "Tool.h"

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Distributed/TaskFarm.h"
#include "cuda-agent/Support/CompilerVersion.h"
#include "cuda-agent/Version.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace cuda_agent_tool;
namespace compiler = mlir::cuda_agent;

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    std::string mpi = ::cuda_agent::distributed::getMpiLibraryVersion();
    os << "cuda-agent version " << CUDA_AGENT_VERSION_STRING << " (compiler "
       << ::cuda_agent::getCompilerVersion() << ", MLIR " << LLVM_VERSION_STRING
       << ", "
       << (mpi.empty() ? std::string("no MPI") : mpi) << ")\n";
  });
  compiler::registerCompilerPasses();
  cl::ParseCommandLineOptions(argc, argv,
                              "cuda-agent: schedule, compile and "
                              "run GPU kernels\n");
  DialectRegistry registry;
  compiler::registerCompilerDialects(registry);
  MLIRContext context(registry);
  // Diagnostics as file:line:column with the source line (files load on
  // demand), for the kernel and for anything the passes report.
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  if (compileCommand)
    return runCompile(context);
  if (importCommand)
    return runImport(context);
  if (regionsCommand)
    return runRegions(context);
  if (sampleCommand)
    return runSample(context);
  if (runCommand)
    return runRun(context);
  if (featuresCommand)
    return runFeatures();
  if (rolloutsCommand)
    return runRollouts();
  if (synthCommand)
    return runSynth();
  if (trainCommand)
    return runTrain();
  if (evaluateCommand)
    return runEvaluate();
  if (dbCommand)
    return runDb();
  if (tuneCommand)
    return runTune();
  if (retrainCommand)
    return runRetrain();
  return fail(
      "give a command: compile, import, regions, sample, run, features, rollouts, "
      "synth, train, evaluate, tune, retrain-cost-model or db (see "
      "--help)");
}
