//===- cuda-agent.cpp - the cuda-agent command line -----------------------===//
//
//   cuda-agent compile KERNEL.mlir [--schedule S] [--emit=ptx|mlir|transform]
//   [-o OUT] cuda-agent sample KERNEL.mlir [-n N] [--seed S] cuda-agent
//   features KERNEL.mlir [--schedule S] cuda-agent rollouts KERNEL.mlir...
//   [--reward model|zero|gpu] [--episodes N]
//                       [--workers N] [--runs N] [--max-seconds S]
//                       [--target-ci F] [--stop-if-slower R] [--cache FILE]
//   cuda-agent synth -n N [--seed S] -o DIR [--families F,..] [--dtypes D,..]
//                    [--holdout F,..] [--min-us T] [--max-us T] [--threads N]
//   cuda-agent run KERNEL.mlir [--schedule S] [--baseline default|none]
//                  [--json] [--repeat N] [--runs N] [--timeout SECONDS]
//                  [--profile]
//   cuda-agent compile|run KERNEL.mlir --policy default|DIR [--samples K]
//   cuda-agent evaluate --policy P (--corpus DIR | KERNEL.mlir...) [--reward
//   model|gpu]
//                       [--random N] [--search N] [--search-kernels K] [--json
//                       FILE]
//                       [--workers W] [--measurements FILE]
//   cuda-agent compile KERNEL.mlir --db PATH [--device NAME]   (the best
//   verified record) cuda-agent db stats|export|best KERNEL.mlir|import
//   FILE.jsonl [--db PATH] [--device NAME] cuda-agent train --corpus DIR
//   [KERNEL.mlir...] --out DIR [--reward model|gpu]
//                    [--steps N] [--time-limit S] [--workers W] [--seed S]
//                    [--resume] [--init P]
//                    [--episodes-per-update N] [--epochs N] [--minibatch N]
//                    [--lr F] [--entropy F] [--checkpoint-every K] [--hidden N]
//
// compile applies a schedule (default: the kernel's own or the default
// schedule) and writes the PTX and launch plan (a directory, with the
// kernel's float64 reference plan in OUT/reference), the scheduled GPU IR,
// or the transform script. sample prints random legal schedules of the
// kernel, one complete action string per line. features prints the RL
// environment's observation of the kernel under a schedule (JSON);
// rollouts times random episodes of it (a benchmark). synth writes a corpus
// of random kernels with its manifest (docs/CORPUS.md). run
// compiles the kernel (and the default schedule, the baseline) into a
// temporary plan and measures it in a cuda-agent-launch worker process
// (lib/Runtime/Harness.h: checked against the float64 reference plan, timed
// interleaved with the baseline), so that a hang or a crash of the kernel is
// a reported failure, not the caller's; it prints a summary or the JSON
// report. Failures exit non-zero with the reason (2: no CUDA device, 3:
// wrong results, 4: a fault, hang or crash, 5: faster than possible).
// With --policy, compile and run take the learned policy's schedule (greedy;
// --samples K: the best of it and K sampled ones, measured on the GPU where
// there is one, else by the cost model). train trains a policy with PPO
// (docs/POLICY.md); evaluate prints the policy against the default schedule,
// random schedules, a heuristic and a random search (a benchmark table).
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Compiler/CompilePlan.h"
#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Env/CostCorrection.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Policy/Evaluate.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Policy/Train.h"
#include "cuda-agent/Runtime/Report.h"
#include "cuda-agent/Runtime/Worker.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "cuda-agent/Synth/Synth.h"
#include "cuda-agent/Tune/Tune.h"
#include "cuda-agent/Version.h"
#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <atomic>
#include <limits>
#include <chrono>
#include <cmath>
#include <map>
#include <mutex>
#include <set>
#include <thread>

using namespace mlir;
namespace cl = llvm::cl;
namespace compiler = mlir::cuda_agent;
namespace runtime = ::cuda_agent::runtime;

namespace {

cl::SubCommand compileCommand("compile", "Compile a kernel with a schedule");
cl::SubCommand sampleCommand("sample", "Print random legal schedules of a kernel");
cl::SubCommand featuresCommand(
    "features", "Print the environment's observation features of a kernel "
                "and schedule as JSON (docs/ENV.md)");
cl::SubCommand rolloutsCommand(
    "rollouts", "Random episodes of the RL environment on kernels: episodes "
                "per second and the best schedule found (a benchmark)");
cl::list<std::string> rolloutKernels(cl::Positional, cl::OneOrMore,
                                     cl::desc("<kernel.mlir>..."),
                                     cl::sub(rolloutsCommand));
enum class RewardKind { Model, Zero, Gpu };
cl::opt<RewardKind> rolloutReward(
    "reward", cl::desc("Reward source"), cl::init(RewardKind::Model),
    cl::values(clEnumValN(RewardKind::Model, "model", "the cost model"),
               clEnumValN(RewardKind::Zero, "zero", "none (legality only)"),
               clEnumValN(RewardKind::Gpu, "gpu",
                          "measured on the GPU (a persistent "
                          "cuda-agent-launch worker)")),
    cl::sub(rolloutsCommand));
cl::opt<unsigned> rolloutEpisodes("episodes", cl::desc("Episodes per kernel"),
                                  cl::init(1000), cl::sub(rolloutsCommand));
cl::opt<unsigned> rolloutWorkers(
    "workers",
    cl::desc("Threads running episodes, each with its own copy of the kernel "
             "(they compile in parallel; GPU measurements queue)"),
    cl::init(1), cl::sub(rolloutsCommand));
cl::opt<double> rolloutMaxSeconds(
    "max-seconds",
    cl::desc("With --reward gpu: stop timing a schedule after this long "
             "(once --runs are done)"),
    cl::init(2), cl::sub(rolloutsCommand));
cl::opt<double> rolloutTargetCi(
    "target-ci",
    cl::desc("With --reward gpu: time until the 95% confidence interval of "
             "the median is within this fraction of it"),
    cl::init(0.02), cl::sub(rolloutsCommand));
cl::opt<double> rolloutStopIfSlower(
    "stop-if-slower",
    cl::desc("With --reward gpu: stop timing a schedule once it is known to "
             "be this many times slower than the default (0: never)"),
    cl::init(1.5), cl::sub(rolloutsCommand));
cl::opt<std::string> rolloutCache(
    "cache", cl::desc("JSON-lines file of GPU measurements to read and "
                      "append to"),
    cl::sub(rolloutsCommand));
cl::SubCommand runCommand("run", "Compile a kernel, run it on the GPU against "
                                 "its float64 reference and time it");

cl::opt<std::string> kernelPath(cl::Positional, cl::desc("<kernel.mlir>"),
                                cl::Required, cl::sub(compileCommand),
                                cl::sub(sampleCommand), cl::sub(runCommand),
                                cl::sub(featuresCommand));

enum class Emit { Ptx, Cubin, Mlir, Transform };
cl::opt<std::string> scheduleOption(
    "schedule", cl::desc("Action string (docs/SCHEDULES.md); default: the "
                         "kernel's own schedule or the default schedule"),
    cl::sub(compileCommand), cl::sub(runCommand), cl::sub(featuresCommand));
cl::opt<Emit> emit(
    "emit", cl::desc("What to write"), cl::init(Emit::Ptx),
    cl::values(clEnumValN(Emit::Ptx, "ptx",
                          "PTX and launch.json into the directory -o"),
               clEnumValN(Emit::Cubin, "cubin",
                          "cubins (the CUDA toolkit's ptxas) and launch.json "
                          "into the directory -o"),
               clEnumValN(Emit::Mlir, "mlir", "the scheduled GPU IR"),
               clEnumValN(Emit::Transform, "transform",
                          "the kernel with its transform script")),
    cl::sub(compileCommand));
cl::opt<std::string> outputPath(
    "o", cl::desc("Output directory (ptx, cubin) or file (mlir, transform; "
                  "'-' = stdout)"),
    cl::value_desc("path"), cl::sub(compileCommand));
cl::opt<std::string> chip("chip", cl::desc("GPU architecture"),
                          cl::init("sm_90"), cl::sub(compileCommand),
                          cl::sub(runCommand));
cl::opt<std::string> policyOption(
    "policy",
    cl::desc("Take the schedule the learned policy chooses: 'default' (built "
             "in, models/default) or a directory from cuda-agent train"),
    cl::sub(compileCommand), cl::sub(runCommand));
cl::opt<unsigned> policySamples(
    "samples",
    cl::desc("With --policy: also sample this many episodes and keep the "
             "best schedule (measured on the GPU where there is one, else "
             "by the cost model); 0: the greedy schedule"),
    cl::init(0), cl::sub(compileCommand), cl::sub(runCommand));
cl::opt<bool> withReference(
    "reference",
    cl::desc("With --emit=ptx, also write the kernel's float64 reference "
             "plan to OUT/reference (cuda-agent-launch --reference=plan)"),
    cl::init(true), cl::sub(compileCommand));

enum class Baseline { Default, None };
cl::opt<Baseline> baseline(
    "baseline", cl::desc("What the speedup is measured against"),
    cl::init(Baseline::Default),
    cl::values(clEnumValN(Baseline::Default, "default",
                          "the kernel's default schedule, timed interleaved "
                          "in the same worker"),
               clEnumValN(Baseline::None, "none", "nothing")),
    cl::sub(runCommand));
cl::opt<bool> json("json", cl::desc("Print the JSON report (an array with "
                                    "--repeat)"),
                   cl::sub(runCommand));
cl::opt<unsigned> repeat("repeat",
                         cl::desc("Measure N times, each in a fresh worker, "
                                  "and report the spread of the medians"),
                         cl::init(1), cl::sub(runCommand));
cl::opt<unsigned> runs("runs", cl::desc("Timed runs at least (more until the "
                                        "median is known to 2%)"),
                       cl::init(20), cl::sub(runCommand),
                       cl::sub(rolloutsCommand));
cl::opt<unsigned> timeoutSeconds(
    "timeout", cl::desc("Seconds a measurement may take before it counts as "
                        "hung"),
    cl::init(120), cl::sub(runCommand));
cl::opt<bool> profile("profile",
                      cl::desc("Also read each kernel's hardware counters "
                               "(DRAM/SM throughput, occupancy, bank "
                               "conflicts, hit rates) with CUPTI"),
                      cl::sub(runCommand));
cl::opt<std::string> runSeed("seed", cl::desc("Seed of the inputs (default: "
                                              "random, in the report)"),
                             cl::sub(runCommand));

cl::opt<unsigned> sampleCount("n", cl::desc("How many legal schedules"),
                              cl::init(20), cl::sub(sampleCommand));
cl::opt<uint64_t> sampleSeed("seed", cl::desc("Random seed"), cl::init(0),
                             cl::sub(sampleCommand));

cl::SubCommand synthCommand(
    "synth", "Write a corpus of random kernels (linalg on tensors) and its "
             "manifest: train/val/test splits (docs/CORPUS.md)");
cl::opt<unsigned> synthCount("n", cl::desc("How many kernels"), cl::init(100),
                             cl::sub(synthCommand));
cl::opt<uint64_t> synthSeed("seed", cl::desc("Random seed"), cl::init(0),
                            cl::sub(synthCommand));
cl::opt<std::string> synthOutput("o", cl::desc("Corpus directory"),
                                 cl::value_desc("directory"), cl::Required,
                                 cl::sub(synthCommand));
cl::list<std::string> synthFamilies(
    "families", cl::desc("Families to draw from (default: all)"),
    cl::CommaSeparated, cl::sub(synthCommand));
cl::list<std::string> synthDtypes(
    "dtypes", cl::desc("Element types to draw from: f32, f16, bf16 "
                       "(default: f32)"),
    cl::CommaSeparated, cl::sub(synthCommand));
cl::list<std::string> synthHoldout(
    "holdout", cl::desc("Families whose kernels all go to the holdout split"),
    cl::CommaSeparated, cl::sub(synthCommand));
cl::opt<double> synthMinMicroseconds(
    "min-us", cl::desc("Shortest cost-model time of the default schedule"),
    cl::init(20), cl::sub(synthCommand));
cl::opt<double> synthMaxMicroseconds(
    "max-us", cl::desc("Longest cost-model time of the default schedule"),
    cl::init(20000), cl::sub(synthCommand));
cl::opt<unsigned> synthThreads(
    "threads", cl::desc("Candidates examined in parallel (0: one per core)"),
    cl::init(0), cl::sub(synthCommand));
cl::opt<std::string> synthRejected(
    "rejected", cl::desc("Write the candidates the compiler could not take "
                         "to this JSON-lines file (family, variant, why, text)"),
    cl::value_desc("file"), cl::sub(synthCommand));
cl::opt<bool> synthLoweringCheck(
    "lowering-check",
    cl::desc("Keep only kernels that compile with the default schedule"),
    cl::init(true), cl::sub(synthCommand));

cl::SubCommand trainCommand(
    "train", "Train a scheduling policy with PPO on a corpus of kernels "
             "(docs/POLICY.md)");
cl::list<std::string> trainKernels(cl::Positional, cl::ZeroOrMore,
                                   cl::desc("[<kernel.mlir>...]"),
                                   cl::sub(trainCommand));
cl::opt<std::string> trainCorpus(
    "corpus", cl::desc("Directory of training kernels (*.mlir), e.g. "
                       "data/corpus/train"),
    cl::value_desc("directory"), cl::sub(trainCommand));
cl::opt<std::string> trainOutput("out", cl::desc("Where the policy goes"),
                                 cl::value_desc("directory"), cl::Required,
                                 cl::sub(trainCommand));
cl::opt<RewardKind> trainReward(
    "reward", cl::desc("Reward source"), cl::init(RewardKind::Model),
    cl::values(clEnumValN(RewardKind::Model, "model", "the cost model"),
               clEnumValN(RewardKind::Gpu, "gpu",
                          "measured on the GPU (a persistent "
                          "cuda-agent-launch worker)")),
    cl::sub(trainCommand));
cl::opt<uint64_t> trainSteps("steps",
                             cl::desc("Environment steps to train for"),
                             cl::init(100000), cl::sub(trainCommand));
cl::opt<double> trainMaxSeconds(
    "time-limit",
    cl::desc("Stop after the update that passes this many seconds (0: none)"),
    cl::value_desc("seconds"), cl::init(0), cl::sub(trainCommand));
cl::opt<unsigned> trainWorkers("workers", cl::desc("Rollout threads"),
                               cl::init(1), cl::sub(trainCommand));
cl::opt<uint64_t> trainSeed("seed", cl::desc("Random seed"), cl::init(0),
                            cl::sub(trainCommand));
cl::opt<bool> trainResume("resume",
                          cl::desc("Continue from OUT/checkpoint"),
                          cl::sub(trainCommand));
cl::opt<std::string> trainInit(
    "init", cl::desc("Start from this policy ('default' or a directory): "
                     "fine-tuning"),
    cl::sub(trainCommand));
cl::opt<unsigned> trainEpisodes("episodes-per-update",
                                cl::desc("Episodes collected per PPO update"),
                                cl::init(256), cl::sub(trainCommand));
cl::opt<unsigned> trainEpochs("epochs",
                              cl::desc("Passes over an update's steps"),
                              cl::init(4), cl::sub(trainCommand));
cl::opt<unsigned> trainMinibatch("minibatch", cl::desc("Steps per minibatch"),
                                 cl::init(512), cl::sub(trainCommand));
cl::opt<double> trainLearningRate("lr", cl::desc("Adam's learning rate"),
                                  cl::init(3e-4), cl::sub(trainCommand));
cl::opt<double> trainEntropy("entropy", cl::desc("Entropy bonus weight"),
                             cl::init(0.01), cl::sub(trainCommand));
cl::opt<double> trainSelfImitation(
    "self-imitation",
    cl::desc("Weight of the self-imitation loss (each kernel's best episode "
             "so far; 0: plain PPO)"),
    cl::init(1.0), cl::sub(trainCommand));
cl::opt<unsigned> trainCheckpointEvery(
    "checkpoint-every", cl::desc("Updates between checkpoints"),
    cl::init(10), cl::sub(trainCommand));
cl::opt<unsigned> trainHidden("hidden", cl::desc("Width of the network"),
                              cl::init(128), cl::sub(trainCommand));
cl::opt<unsigned> trainRuns(
    "runs", cl::desc("With --reward gpu: timed runs per schedule at least"),
    cl::init(10), cl::sub(trainCommand));

cl::SubCommand evaluateCommand(
    "evaluate", "The policy's greedy schedules against the default, random "
                "schedules, a hand heuristic and a random search: a table "
                "(docs/POLICY.md)");
cl::list<std::string> evaluateKernels(cl::Positional, cl::ZeroOrMore,
                                      cl::desc("[<kernel.mlir>...]"),
                                      cl::sub(evaluateCommand));
cl::opt<std::string> evaluateCorpus(
    "corpus", cl::desc("Directory of kernels (*.mlir), e.g. data/corpus/test"),
    cl::value_desc("directory"), cl::sub(evaluateCommand));
cl::opt<std::string> evaluatePolicy(
    "policy", cl::desc("'default' or a directory from cuda-agent train"),
    cl::init("default"), cl::sub(evaluateCommand));
cl::opt<RewardKind> evaluateReward(
    "reward", cl::desc("What scores the schedules"),
    cl::init(RewardKind::Model),
    cl::values(clEnumValN(RewardKind::Model, "model", "the cost model"),
               clEnumValN(RewardKind::Gpu, "gpu", "measured on the GPU")),
    cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateRandom(
    "random", cl::desc("Random legal episodes per kernel (their median)"),
    cl::init(100), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateSearch(
    "search", cl::desc("Trials of the random search (its best)"),
    cl::init(1000), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateSearchKernels(
    "search-kernels", cl::desc("Run the search on the first K kernels only"),
    cl::init(std::numeric_limits<unsigned>::max()), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateSamples(
    "samples", cl::desc("Also score the best by the cost model of the greedy "
                        "and K sampled policy schedules (compile --policy "
                        "--samples K without a GPU)"),
    cl::init(0), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateLimit(
    "limit", cl::desc("Evaluate the first N kernels only (sorted by name)"),
    cl::init(std::numeric_limits<unsigned>::max()), cl::sub(evaluateCommand));
cl::opt<std::string> evaluateJson("json", cl::desc("Also write the results "
                                                   "as JSON to this file"),
                                  cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateWorkers(
    "workers", cl::desc("Threads scoring the schedules"), cl::init(1),
    cl::sub(evaluateCommand));
cl::opt<std::string> evaluateMeasurements(
    "measurements",
    cl::desc("With --reward gpu: JSON lines of earlier measurements to reuse "
             "and append to"),
    cl::value_desc("file"), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateRuns(
    "runs", cl::desc("With --reward gpu: timed runs per schedule at least"),
    cl::init(10), cl::sub(evaluateCommand));

cl::SubCommand
    tuneCommand("tune",
                "Measured search for kernels' schedules, starting from the "
                "experience database (docs/EXPERIENCE.md): a table of the best "
                "schedule of each kernel");
cl::list<std::string> tuneKernels(cl::Positional, cl::OneOrMore,
                                  cl::desc("<kernel.mlir>..."),
                                  cl::sub(tuneCommand));
cl::opt<unsigned> tuneBudget("budget",
                             cl::desc("Trials per kernel: distinct schedules "
                                      "measured"),
                             cl::init(64), cl::sub(tuneCommand));
cl::opt<std::string> tuneStrategy(
    "strategy",
    cl::desc("What proposes the candidates after experience's: policy, "
             "beam, evolutionary or random"),
    cl::init("evolutionary"), cl::sub(tuneCommand));
cl::opt<RewardKind> tuneReward(
    "reward", cl::desc("What scores the candidates"), cl::init(RewardKind::Gpu),
    cl::values(clEnumValN(RewardKind::Gpu, "gpu", "measured on the GPU"),
               clEnumValN(RewardKind::Model, "model",
                          "the cost model (no GPU; trials are recorded under "
                          "--device cost-model, apart from every GPU's)")),
    cl::sub(tuneCommand));
cl::opt<std::string>
    tunePolicy("policy",
               cl::desc("The policy of the policy and evolutionary strategies: "
                        "'default' or a directory from cuda-agent train"),
               cl::init("default"), cl::sub(tuneCommand));
cl::opt<unsigned>
    tuneNeighbours("neighbours",
                   cl::desc("Similar kernels whose fastest schedules seed the "
                            "search and guide the policy (0: none)"),
                   cl::init(4), cl::sub(tuneCommand));
cl::opt<unsigned> tuneRecordsEach(
    "records-each",
    cl::desc("Fastest records of each similar kernel tried first"), cl::init(2),
    cl::sub(tuneCommand));
cl::opt<bool> tuneGuide(
    "guide",
    cl::desc("Let similar kernels' fastest schedules guide the policy's "
             "sampled episodes (policy and evolutionary strategies)"),
    cl::init(true), cl::sub(tuneCommand));
cl::opt<bool> tuneAttribution(
    "attribution",
    cl::desc("Profile each new best schedule and try what the attribution "
             "rules propose (docs/EXPERIENCE.md; GPU only)"),
    cl::init(true), cl::sub(tuneCommand));
cl::opt<unsigned> tuneBatch("batch", cl::desc("Candidates proposed at once"),
                            cl::init(8), cl::sub(tuneCommand));
cl::opt<unsigned>
    tuneWorkers("workers",
                cl::desc("Threads compiling the candidates (default: one per "
                         "core)"),
                cl::init(0), cl::sub(tuneCommand));
cl::opt<uint64_t> tuneSeed("seed", cl::desc("Random seed of the search"),
                           cl::init(0), cl::sub(tuneCommand));
cl::opt<std::string> tuneJson("json",
                              cl::desc("Also write every trial as "
                                       "JSON to this file"),
                              cl::value_desc("file"), cl::sub(tuneCommand));
cl::opt<std::string> tuneMeasurements(
    "measurements",
    cl::desc("With --reward gpu: JSON lines of earlier measurements to reuse "
             "and append to"),
    cl::value_desc("file"), cl::sub(tuneCommand));
cl::opt<unsigned>
    tuneRuns("runs",
             cl::desc("With --reward gpu: timed runs per schedule at least"),
             cl::init(10), cl::sub(tuneCommand));

cl::SubCommand retrainCommand(
    "retrain-cost-model",
    "Fit the cost model's learned correction to the experience database's "
    "measurements (docs/EXPERIENCE.md): prints how well the model and the "
    "corrected model rank held-out kernels' schedules, writes the correction");
cl::opt<std::string> retrainOutput("o", cl::desc("The correction (JSON)"),
                                   cl::value_desc("file"),
                                   cl::sub(retrainCommand));
cl::opt<double> retrainRidge("ridge", cl::desc("L2 penalty of the regression"),
                             cl::init(0.01), cl::sub(retrainCommand));
cl::opt<unsigned>
    retrainFolds("folds",
                 cl::desc("Folds of kernels for the held-out evaluation"),
                 cl::init(5), cl::sub(retrainCommand));
cl::opt<std::string> costCorrection(
    "cost-correction",
    cl::desc("With --reward model (features: also corrected_model_us): the "
             "cost model corrected by this file (cuda-agent "
             "retrain-cost-model)"),
    cl::value_desc("file"), cl::sub(tuneCommand), cl::sub(evaluateCommand),
    cl::sub(featuresCommand));

cl::SubCommand
    dbCommand("db", "The experience database (docs/EXPERIENCE.md): stats, best "
                    "KERNEL.mlir, export, import FILE.jsonl");
cl::list<std::string> dbArguments(
    cl::Positional, cl::OneOrMore,
    cl::desc("stats | best <kernel.mlir> | export | import <file.jsonl> | "
             "import-measurements <measurements.jsonl> --kernels DIR | rules"),
    cl::sub(dbCommand));
cl::list<std::string> kernelDirs(
    "kernels",
    cl::desc("Directories searched (recursively) for the kernels: by name "
             "(retrain-cost-model), by hash (db import-measurements)"),
    cl::ZeroOrMore, cl::sub(retrainCommand), cl::sub(dbCommand));
cl::opt<std::string> dbPath(
    "db",
    cl::desc("The experience database (default: $CUDA_AGENT_DB, else "
             "~/.cache/cuda-agent/experience.db): GPU measurements are "
             "recorded there ('--db=': nowhere); compile takes the kernel's "
             "best verified record from it"),
    cl::value_desc("path"), cl::sub(dbCommand), cl::sub(compileCommand),
    cl::sub(runCommand), cl::sub(trainCommand), cl::sub(evaluateCommand),
    cl::sub(tuneCommand), cl::sub(retrainCommand));
cl::opt<std::string>
    dbDevice("device",
             cl::desc("The GPU records must come from, as the harness names it "
                      "(\"NVIDIA H200 (sm_90)\"); default: any"),
             cl::sub(dbCommand), cl::sub(compileCommand), cl::sub(tuneCommand));

int fail(const llvm::Twine &message, int code = 1) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent") << message << "\n";
  return code;
}

/// Where GPU measurements are recorded: --db, else the default database;
/// '--db=' records nothing.
std::string getRecordingDatabase() {
  if (dbPath.getNumOccurrences())
    return dbPath;
  return ::cuda_agent::experience::ExperienceDb::getDefaultPath();
}

/// The GPU-measured reward (docs/ENV.md), or why there is none; its
/// measurements are recorded as from `source`.
llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createGpuRewards(unsigned minRuns, double maxSeconds, double stopIfSlower,
                 double targetCi, StringRef cacheFile, StringRef source) {
  namespace env = ::cuda_agent::env;
  llvm::Expected<std::string> launcher = runtime::findLauncher();
  if (!launcher)
    return launcher.takeError();
  env::GpuRewardOptions options;
  options.launcher = *launcher;
  options.minRuns = minRuns;
  options.maxSeconds = maxSeconds;
  options.stopIfSlowerThan = stopIfSlower;
  options.targetHalfWidth = targetCi;
  options.cacheFile = cacheFile.str();
  options.database = getRecordingDatabase();
  options.source = source.str();
  llvm::Expected<std::unique_ptr<env::RewardSource>> gpu =
      env::createGpuReward(options);
  if (!gpu)
    return gpu.takeError();
  return std::shared_ptr<env::RewardSource>(std::move(*gpu));
}

/// The cost model's reward, corrected by --cost-correction where given.
llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createModelRewards() {
  namespace env = ::cuda_agent::env;
  if (costCorrection.empty())
    return std::shared_ptr<env::RewardSource>(env::createModelReward());
  llvm::Expected<env::CostCorrection> correction =
      env::CostCorrection::load(costCorrection);
  if (!correction)
    return correction.takeError();
  return std::shared_ptr<env::RewardSource>(env::createModelReward(
      std::make_shared<env::CostCorrection>(std::move(*correction))));
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

/// Compiles the kernel file into `planDirectory` (compilePlan); says which
/// file failed.
LogicalResult compileKernelFile(MLIRContext &context, StringRef planDirectory,
                                compiler::KernelCode code, bool reference,
                                bool defaultSchedule = false) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return failure();
  compiler::CompilePlanOptions options;
  options.schedule = scheduleOption;
  options.defaultSchedule = defaultSchedule;
  options.reference = reference;
  options.chip = chip.getValue();
  options.code = code;
  if (failed(compiler::compilePlan(*module, planDirectory, options))) {
    fail("compiling " + kernelPath + " failed");
    return failure();
  }
  return success();
}

/// The kernel file's hash (the experience database's key).
llvm::Expected<uint64_t> hashKernelFile(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  return ::cuda_agent::env::hashKernelText((*file)->getBuffer());
}

/// The best verified record of the kernel in the experience database.
llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecord(StringRef database) {
  namespace experience = ::cuda_agent::experience;
  llvm::Expected<uint64_t> hash = hashKernelFile(kernelPath);
  if (!hash)
    return hash.takeError();
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(database);
  if (!db)
    return db.takeError();
  return db->getBest(*hash, dbDevice);
}

/// With --db (and no --schedule): takes the kernel's best verified record;
/// without one, the policy (--policy) or the default schedule decides.
LogicalResult takeExperienceSchedule() {
  if (dbPath.empty() || !scheduleOption.empty())
    return success();
  llvm::Expected<std::optional<::cuda_agent::experience::Record>> best =
      lookUpBestRecord(dbPath);
  if (!best) {
    fail(llvm::toString(best.takeError()));
    return failure();
  }
  if (!*best) {
    llvm::errs() << "cuda-agent: no verified record of " << kernelPath << " in "
                 << dbPath << "\n";
    return success();
  }
  const ::cuda_agent::experience::Record &record = **best;
  llvm::errs() << llvm::formatv(
      "cuda-agent: experience: {0} ({1:f2} us on {2}, {3:f2}x the default "
      "schedule)\n",
      record.schedule.empty() ? "the default schedule" : record.schedule,
      record.medianUs, record.device,
      record.medianUs > 0 && record.baselineUs > 0
          ? record.baselineUs / record.medianUs
          : 1.0);
  scheduleOption.setValue(record.schedule);
  policyOption.setValue("");
  return success();
}

/// With --policy: sets --schedule to the policy's choice for the kernel.
LogicalResult takePolicySchedule() {
  namespace env = ::cuda_agent::env;
  namespace policy = ::cuda_agent::policy;
  if (policyOption.empty())
    return success();
  if (!scheduleOption.empty()) {
    fail("give --schedule or --policy, not both");
    return failure();
  }
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(policyOption);
  if (!loaded) {
    fail(llvm::toString(loaded.takeError()));
    return failure();
  }
  llvm::Expected<std::shared_ptr<env::Kernel>> kernel =
      env::Kernel::load(kernelPath);
  if (!kernel) {
    fail(llvm::toString(kernel.takeError()));
    return failure();
  }
  policy::Policy::ChooseOptions options;
  std::string rankedBy = "the cost model";
  if (policySamples) {
    options.mode = policy::Mode::Sample;
    options.samples = policySamples;
    auto gpu = createGpuRewards(10, 2, 1.5, 0.02, "", "policy");
    if (gpu) {
      options.rewards = std::move(*gpu);
      rankedBy = "the GPU";
    } else {
      llvm::errs() << "cuda-agent: no GPU to measure the candidates ("
                   << llvm::toString(gpu.takeError())
                   << "): ranked by the cost model\n";
    }
  }
  // With --db: the best records of similar kernels, fitted to this one,
  // are candidates too (retrieval, docs/EXPERIENCE.md).
  if (options.mode == policy::Mode::Sample && !dbPath.empty()) {
    llvm::Expected<::cuda_agent::experience::ExperienceDb> db =
        ::cuda_agent::experience::ExperienceDb::open(dbPath);
    if (!db) {
      fail(llvm::toString(db.takeError()));
      return failure();
    }
    llvm::Expected<std::vector<std::pair<std::string, ::cuda_agent::Schedule>>>
        similar = ::cuda_agent::tune::retrieveSimilarSchedules(*db, **kernel,
                                                               dbDevice, 4);
    if (!similar) {
      fail(llvm::toString(similar.takeError()));
      return failure();
    }
    for (auto &[name, schedule] : *similar)
      options.extraCandidates.emplace_back("similar kernel " + name,
                                           std::move(schedule));
  }
  policy::Policy::Choice choice = loaded->choose(*kernel, options);
  if (choice.evaluation.outcome != env::Outcome::Measured) {
    fail("policy " + policyOption + ": its best schedule '" + choice.schedule +
         "' failed (" + env::getOutcomeName(choice.evaluation.outcome) +
         "): " + choice.evaluation.message);
    return failure();
  }
  llvm::errs() << llvm::formatv(
      "cuda-agent: policy {0} chose {1} ({2:f2}x the default schedule by "
      "{3}; {4} candidate{5}{6}){7}\n",
      policyOption,
      choice.schedule.empty() ? "the default schedule" : choice.schedule,
      std::exp(choice.evaluation.reward), rankedBy, choice.candidates,
      choice.candidates == 1 ? "" : "s",
      options.extraCandidates.empty()
          ? std::string()
          : llvm::formatv(", {0} from similar kernels",
                          options.extraCandidates.size())
                .str(),
      choice.origin == "policy" || choice.origin == "default"
          ? std::string()
          : " from the " + choice.origin);
  scheduleOption.setValue(choice.schedule);
  return success();
}

int runCompile(MLIRContext &context) {
  if (failed(takeExperienceSchedule()) || failed(takePolicySchedule()))
    return 1;
  std::string planDirectory =
      outputPath.empty() ? kernelPath + ".ptx" : outputPath.getValue();
  if (emit == Emit::Ptx || emit == Emit::Cubin) {
    compiler::KernelCode code = emit == Emit::Cubin
                                    ? compiler::KernelCode::Cubin
                                    : compiler::KernelCode::Ptx;
    if (failed(compileKernelFile(context, planDirectory, code, withReference)))
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

/// A few lines for a person: correct or why not, time, speedup, bandwidth.
void printSummary(const llvm::json::Object &report, llvm::raw_ostream &os) {
  auto number = [&](StringRef key) {
    return report.getNumber(key).value_or(0.0);
  };
  os << report.getString("kernel").value_or("") << "  "
     << report.getString("schedule").value_or("") << "\n";
  if (const llvm::json::Object *failure = report.getObject("failure")) {
    os << "  FAILED (" << failure->getString("kind").value_or("") << "): "
       << failure->getString("message").value_or("") << "\n";
    return;
  }
  const llvm::json::Array *checks = report.getArray("checks");
  os << llvm::formatv("  correct on {0} checks (rel-L2 error {1:e1}, "
                      "tolerance {2:e1})\n",
                      checks ? checks->size() : 0, number("rel_l2_err"),
                      number("tolerance"));
  if (!report.getNumber("median_us"))
    return;
  os << llvm::formatv("  median {0:f2} us (p10 {1:f2}, p90 {2:f2}; {3} runs, "
                      "+-{4:f1}%)",
                      number("median_us"), number("p10_us"), number("p90_us"),
                      report.getInteger("runs").value_or(0),
                      100 * number("median_ci_rel"));
  if (report.getNumber("kernel_median_us"))
    os << llvm::formatv("; kernels alone {0:f2} us (CUPTI){1}",
                        number("kernel_median_us"),
                        report.getBoolean("timers_disagree").value_or(false)
                            ? ", DISAGREES with the events by > 10%"
                            : "");
  os << "\n";
  if (report.getNumber("baseline_us"))
    os << llvm::formatv("  baseline (default schedule) {0:f2} us: speedup "
                        "{1:f2}x\n",
                        number("baseline_us"), number("speedup"));
  else if (auto note = report.getString("baseline_note"))
    os << "  baseline: " << *note << "\n";
  os << llvm::formatv("  {0:f1} GB/s, {1:f1} GFLOP/s", number("gbytes_per_s"),
                      number("gflops"));
  if (report.getNumber("roofline_fraction"))
    os << llvm::formatv(", {0:f1}% of the roofline ({1:f2} us)",
                        100 * number("roofline_fraction"),
                        number("roofline_us"));
  os << "\n";
  const llvm::json::Object *profile = report.getObject("profile");
  if (!profile)
    return;
  if (const llvm::json::Array *kernels = profile->getArray("kernels"))
    for (const llvm::json::Value &value : *kernels) {
      const llvm::json::Object &kernel = *value.getAsObject();
      os << llvm::formatv("  kernel {0}: {1} registers, {2} B spilled, {3} B "
                          "shared, {4:f0}% occupancy (theoretical)\n",
                          kernel.getString("name").value_or(""),
                          kernel.getInteger("registers_per_thread").value_or(0),
                          kernel.getInteger("local_bytes_per_thread").value_or(0),
                          kernel.getInteger("static_shared_bytes").value_or(0),
                          100 * kernel.getNumber("theoretical_occupancy")
                                    .value_or(0));
      if (const llvm::json::Object *counters = kernel.getObject("counters")) {
        std::vector<std::string> names;
        for (const auto &entry : *counters)
          names.push_back(entry.first.str());
        llvm::sort(names);
        for (const std::string &name : names)
          os << llvm::formatv("    {0,-58} {1:f2}\n", name,
                              counters->getNumber(name).value_or(0));
      }
    }
  if (auto note = profile->getString("counters_note"))
    os << "  " << *note << "\n";
}

/// Records `cuda-agent run`'s measurements in the experience database
/// (--db=: nowhere); a database that cannot be written is a warning.
void recordRunReports(const llvm::json::Array &reports) {
  namespace experience = ::cuda_agent::experience;
  std::string path = getRecordingDatabase();
  if (path.empty())
    return;
  llvm::Error error = [&]() -> llvm::Error {
    llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
        ::cuda_agent::env::Kernel::load(kernelPath);
    if (!kernel)
      return kernel.takeError();
    llvm::Expected<experience::ExperienceDb> db =
        experience::ExperienceDb::open(path);
    if (!db)
      return db.takeError();
    if (llvm::Error error = db->addKernel((*kernel)->describe()))
      return error;
    for (const llvm::json::Value &value : reports) {
      const llvm::json::Object &report = *value.getAsObject();
      experience::Record record;
      record.kernelHash = (*kernel)->getHash();
      record.schedule = report.getString("schedule").value_or("").str();
      record.source = "run";
      runtime::FailureKind failure = runtime::getFailure(report);
      record.outcome = failure == runtime::FailureKind::None
                           ? "measured"
                           : runtime::getName(failure).str();
      record.correct = report.getBoolean("correct").value_or(false) &&
                       failure == runtime::FailureKind::None;
      experience::fillFromReport(record, report);
      if (llvm::Error error = db->addRecord(record))
        return error;
    }
    return llvm::Error::success();
  }();
  if (error)
    llvm::errs() << "cuda-agent: warning: not recorded in " << path << ": "
                 << llvm::toString(std::move(error)) << "\n";
}

int runRun(MLIRContext &context) {
  if (failed(takePolicySchedule()))
    return 1;
  llvm::SmallString<128> planDirectory;
  if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
          "cuda-agent-run", planDirectory))
    return fail("cannot create a temporary directory: " + error.message());
  llvm::scope_exit cleanup(
      [&] { llvm::sys::fs::remove_directories(planDirectory); });
  // Cubins where ptxas is found: the worker then loads rather than JITs.
  compiler::KernelCode kernelCode = compiler::getFastestLoadingCode();
  if (failed(compileKernelFile(context, planDirectory, kernelCode,
                               /*reference=*/true)))
    return 1;
  std::string baselineDirectory = (planDirectory + "/baseline").str();
  if (baseline == Baseline::Default &&
      failed(compileKernelFile(context, baselineDirectory, kernelCode,
                               /*reference=*/false, /*defaultSchedule=*/true)))
    return 1;
  llvm::Expected<std::string> found = runtime::findLauncher();
  if (!found)
    return fail(llvm::toString(found.takeError()));
  std::string launcher = *found;
  std::string kernel = llvm::sys::path::stem(kernelPath).str();
  std::string runsArgument = "--runs=" + std::to_string(runs);
  std::string baselineArgument = "--baseline-plan=" + baselineDirectory;
  std::string seedArgument = "--seed=" + runSeed;
  SmallVector<StringRef> arguments = {launcher, planDirectory, runsArgument};
  if (baseline == Baseline::Default)
    arguments.push_back(baselineArgument);
  if (!runSeed.empty())
    arguments.push_back(seedArgument);
  if (profile)
    arguments.push_back("--profile");

  llvm::json::Array reports;
  int code = 0;
  std::vector<double> medians;
  for (unsigned index = 0; index < std::max(1u, repeat.getValue()); ++index) {
    llvm::json::Object object =
        runtime::measureInWorker(launcher, arguments, timeoutSeconds);
    object["kernel"] = kernel;
    runtime::FailureKind failure = runtime::getFailure(object);
    if (failure == runtime::FailureKind::NoGpu)
      return fail("no CUDA device: " + kernelPath + " compiled, not run (" +
                      object.getObject("failure")->getString("message").value_or("") +
                      ")",
                  runtime::getExitCode(failure));
    if (!json)
      printSummary(object, llvm::outs());
    if (std::optional<double> median = object.getNumber("median_us"))
      medians.push_back(*median);
    code = std::max(code, runtime::getExitCode(failure));
    reports.push_back(std::move(object));
  }
  recordRunReports(reports);
  if (json) {
    llvm::json::Value output = repeat > 1 ? llvm::json::Value(std::move(reports))
                                          : std::move(reports.front());
    llvm::outs() << llvm::formatv("{0:2}", output) << "\n";
  } else if (medians.size() > 1) {
    auto [low, high] = std::minmax_element(medians.begin(), medians.end());
    llvm::outs() << llvm::formatv("{0} measurements: medians {1:f2} .. {2:f2} "
                                  "us, {3:f1}% apart\n",
                                  medians.size(), *low, *high,
                                  100 * (*high - *low) / *low);
  }
  return code;
}

int runFeatures() {
  llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
      ::cuda_agent::env::Kernel::load(kernelPath);
  if (!kernel)
    return fail(llvm::toString(kernel.takeError()));
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(scheduleOption);
  if (!schedule)
    return fail(llvm::toString(schedule.takeError()));
  std::string reason;
  if (!(*kernel)->isLegal(*schedule, &reason))
    return fail("illegal schedule '" + scheduleOption + "': " + reason);
  std::vector<float> values = (*kernel)->features(
      *schedule, size_t(::cuda_agent::env::getNextStepKind(*schedule)));
  llvm::json::Object features;
  llvm::json::Array vector;
  for (auto [name, value] :
       llvm::zip_equal(::cuda_agent::env::getFeatureNames(), values)) {
    features[name] = double(value);
    vector.push_back(double(value));
  }
  // By name, and as the policy sees them (in getFeatureNames' order).
  llvm::json::Object report{{"kernel", (*kernel)->getName()},
                            {"family", (*kernel)->getFamilyName()},
                            {"schedule", schedule->str()},
                            {"features", std::move(features)},
                            {"vector", std::move(vector)},
                            {"model_us",
                             (*kernel)->estimateSeconds(*schedule) * 1e6}};
  if (!costCorrection.empty()) {
    llvm::Expected<::cuda_agent::env::CostCorrection> correction =
        ::cuda_agent::env::CostCorrection::load(costCorrection);
    if (!correction)
      return fail(llvm::toString(correction.takeError()));
    report["corrected_model_us"] =
        correction->correct(
            ::cuda_agent::env::getCostFeatures(**kernel, *schedule),
            (*kernel)->estimateSeconds(*schedule)) *
        1e6;
  }
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(report)))
               << "\n";
  return 0;
}

int runRollouts() {
  namespace env = ::cuda_agent::env;
  std::shared_ptr<env::RewardSource> rewards;
  if (rolloutReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(runs, rolloutMaxSeconds, rolloutStopIfSlower,
                                rolloutTargetCi, rolloutCache, "rollouts");
    if (!gpu) {
      llvm::WithColor::error(llvm::errs(), "cuda-agent")
          << llvm::toString(gpu.takeError()) << "\n";
      llvm::outs() << "skipped: no GPU\n";
      return 2;
    }
    rewards = std::move(*gpu);
    std::optional<std::string> ptxas = compiler::findPtxas();
    llvm::outs() << "kernels load as "
                 << (ptxas ? "cubins (ptxas: " + *ptxas + ")"
                           : std::string("PTX, compiled by the driver when "
                                         "loaded (no ptxas found)"))
                 << "\n";
  } else {
    rewards = rolloutReward == RewardKind::Model ? env::createModelReward()
                                                 : env::createZeroReward();
  }
  unsigned workers = std::max(1u, rolloutWorkers.getValue());
  llvm::outs() << llvm::formatv(
      "{0,-28} {1,9} {2,9} {3,11} {4,9} {5,8} {6,11}  {7}\n", "kernel",
      "episodes", "seconds", "episodes/s", "distinct", "failed", "best reward",
      "best schedule");
  for (const std::string &path : rolloutKernels) {
    // One Env per worker, each loading its own copy of the kernel: they
    // share no MLIR context, so they compile in parallel.
    std::vector<env::Env> environments;
    for (unsigned worker = 0; worker < workers; ++worker) {
      llvm::Expected<env::Env> created =
          env::Env::create(path, rewards, 1 + worker);
      if (!created)
        return fail(llvm::toString(created.takeError()));
      environments.push_back(std::move(*created));
    }
    std::mutex mutex;
    double best = -INFINITY;
    std::string bestSchedule;
    unsigned bestEpisode = 0;
    std::set<std::string> schedules;
    unsigned failures = 0;
    std::atomic<unsigned> next{0};
    auto work = [&](env::Env &environment) {
      // Episode i samples from seed i, whichever worker runs it.
      for (unsigned episode; (episode = next++) < rolloutEpisodes;) {
        environment.reset(episode);
        env::StepResult result;
        while (!environment.done())
          result = environment.step(environment.sampleAction());
        std::lock_guard<std::mutex> lock(mutex);
        schedules.insert(result.schedule);
        if (result.outcome != env::Outcome::Measured)
          ++failures;
        // Ties go to the earliest episode: the same best for any workers.
        if (result.reward > best ||
            (result.reward == best && episode < bestEpisode)) {
          best = result.reward;
          bestSchedule = result.schedule;
          bestEpisode = episode;
        }
      }
    };
    auto started = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (unsigned worker = 1; worker < workers; ++worker)
      threads.emplace_back(work, std::ref(environments[worker]));
    work(environments[0]);
    for (std::thread &thread : threads)
      thread.join();
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    llvm::outs() << llvm::formatv(
        "{0,-28} {1,9} {2,9:f2} {3,11:f1} {4,9} {5,8} {6,11:f3}  {7}\n",
        environments[0].getKernel().getName(), rolloutEpisodes.getValue(),
        seconds, rolloutEpisodes / seconds, schedules.size(), failures, best,
        bestSchedule);
    std::string statistics = rewards->takeStatistics();
    if (!statistics.empty())
      llvm::outs() << "  " << statistics << "\n";
    llvm::outs().flush();
  }
  return 0;
}

int runSynth() {
  namespace synth = ::cuda_agent::synth;
  synth::SynthOptions options;
  options.count = synthCount;
  options.seed = synthSeed;
  options.families.assign(synthFamilies.begin(), synthFamilies.end());
  if (!synthDtypes.empty())
    options.dtypes.assign(synthDtypes.begin(), synthDtypes.end());
  options.holdoutFamilies.assign(synthHoldout.begin(), synthHoldout.end());
  options.minMicroseconds = synthMinMicroseconds;
  options.maxMicroseconds = synthMaxMicroseconds;
  options.threads = synthThreads;
  options.checkLowering = synthLoweringCheck;
  synth::SynthStats stats;
  bool bar = llvm::errs().is_displayed();
  llvm::Expected<std::vector<synth::SynthKernel>> kernels = synth::synthesize(
      options, stats, [&](unsigned kept) {
        if (bar && (kept % 10 == 0 || kept == options.count))
          llvm::errs() << llvm::formatv(
              "\r[{0,-40}] {1}/{2}",
              std::string(40 * kept / options.count, '#'), kept,
              options.count);
      });
  if (bar)
    llvm::errs() << "\n";
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  if (llvm::Error error = synth::writeCorpus(synthOutput, *kernels))
    return fail(llvm::toString(std::move(error)));
  if (!synthRejected.empty()) {
    std::error_code error;
    llvm::raw_fd_ostream os(synthRejected, error);
    if (error)
      return fail("cannot write " + synthRejected + ": " + error.message());
    for (const synth::Rejection &rejection : stats.rejections)
      os << llvm::json::Value(llvm::json::Object{
                {"candidate", int64_t(rejection.candidate)},
                {"family", rejection.family},
                {"variant", rejection.variant},
                {"dtype", rejection.dtype},
                {"verdict", rejection.verdict},
                {"why", rejection.why},
                {"text", rejection.text}})
         << "\n";
  }
  // Kernels per family and split, then per dtype.
  std::map<std::string, std::map<std::string, unsigned>> bySplit;
  std::map<std::string, unsigned> byDtype;
  for (const synth::SynthKernel &kernel : *kernels) {
    ++bySplit[kernel.family][kernel.split];
    ++bySplit["all"][kernel.split];
    ++byDtype[kernel.dtype];
  }
  const char *splits[] = {"train", "val", "test", "holdout"};
  llvm::outs() << llvm::formatv("{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n",
                                "family", "kernels", splits[0], splits[1],
                                splits[2], splits[3]);
  for (llvm::StringRef family : synth::getFamilyNames()) {
    auto &counts = bySplit[family.str()];
    unsigned total = 0;
    for (const char *split : splits)
      total += counts[split];
    if (total)
      llvm::outs() << llvm::formatv(
          "{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n", family, total,
          counts["train"], counts["val"], counts["test"], counts["holdout"]);
  }
  auto &all = bySplit["all"];
  llvm::outs() << llvm::formatv("{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n",
                                "all", kernels->size(), all["train"],
                                all["val"], all["test"], all["holdout"]);
  for (auto &[dtype, count] : byDtype)
    llvm::outs() << dtype << ": " << count << "  ";
  llvm::outs() << llvm::formatv(
      "\n{0} kernels from {1} candidates ({2} duplicates, {3} out of the "
      "time range, {4} not lowered, {5} unsupported) in {6:f1} s: {7:f1} "
      "kernels/s\n",
      kernels->size(), stats.candidates, stats.duplicates, stats.outOfRange,
      stats.notLowered, stats.unsupported, stats.seconds,
      kernels->size() / std::max(stats.seconds, 1e-9));
  return 0;
}

/// `files`, then the *.mlir files of `corpus` sorted by name (directory
/// order is the file system's: sorted, a seed means one run).
llvm::Expected<std::vector<std::string>>
listKernels(llvm::ArrayRef<std::string> files, StringRef corpus) {
  std::vector<std::string> kernels(files.begin(), files.end());
  if (!corpus.empty()) {
    std::error_code error;
    std::vector<std::string> found;
    for (llvm::sys::fs::directory_iterator entry(corpus, error), end;
         !error && entry != end; entry.increment(error))
      if (llvm::sys::path::extension(entry->path()) == ".mlir")
        found.push_back(entry->path());
    if (error)
      return llvm::createStringError("cannot read the corpus " + corpus +
                                     ": " + error.message());
    llvm::sort(found);
    kernels.insert(kernels.end(), found.begin(), found.end());
  }
  if (kernels.empty())
    return llvm::createStringError("no kernels: give --corpus DIR or kernel "
                                   "files");
  return kernels;
}

int runEvaluate() {
  namespace policy = ::cuda_agent::policy;
  llvm::Expected<std::vector<std::string>> kernels =
      listKernels(evaluateKernels, evaluateCorpus);
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  if (kernels->size() > evaluateLimit)
    kernels->resize(evaluateLimit);
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(evaluatePolicy);
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));
  policy::EvaluateOptions options;
  options.kernels = std::move(*kernels);
  options.randomEpisodes = evaluateRandom;
  options.searchTrials = evaluateSearch;
  options.searchKernels = evaluateSearchKernels;
  options.policySamples = evaluateSamples;
  options.workers = evaluateWorkers;
  if (evaluateReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(evaluateRuns, 2, 1.5, 0.02,
                                evaluateMeasurements, "evaluate");
    if (!gpu) {
      llvm::outs() << "skipped: no GPU\n";
      return fail(llvm::toString(gpu.takeError()), 2);
    }
    options.rewards = std::move(*gpu);
  } else {
    llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>> model =
        createModelRewards();
    if (!model)
      return fail(llvm::toString(model.takeError()));
    options.rewards = std::move(*model);
  }
  // Speedups over the default schedule (exp of the log-speedup rewards).
  auto speedup = [](double reward) { return std::exp(reward); };
  llvm::outs() << llvm::formatv(
      "{0,-26} {1,-12} {2,8} {3,8} {4,9} {5,8} {6,8} {7,9} {8,9}  {9}\n",
      "kernel", "family", "policy", "pol+K", "heuristic", "random", "search",
      "pol/srch", "policy ms", "policy schedule");
  // Without random episodes there is no random median (nor pol/rand).
  bool randomized = evaluateRandom > 0;
  llvm::Expected<std::vector<policy::KernelEvaluation>> results =
      policy::evaluate(*loaded, options,
                       [&](const policy::KernelEvaluation &result) {
                         bool searched = !std::isnan(result.searchBest);
                         llvm::outs() << llvm::formatv(
                             "{0,-26} {1,-12} {2,7:f2}x {3,8} {4,8:f2}x "
                             "{5,8} {6,8} {7,9} {8,9:f1}  {9}\n",
                             result.name, result.family,
                             speedup(result.policy),
                             std::isnan(result.policySampled)
                                 ? std::string("-")
                                 : llvm::formatv("{0:f2}x",
                                                 speedup(result.policySampled))
                                       .str(),
                             speedup(result.heuristic),
                             randomized ? llvm::formatv(
                                              "{0:f2}x",
                                              speedup(result.randomMedian))
                                              .str()
                                        : std::string("-"),
                             searched ? llvm::formatv("{0:f2}x",
                                                      speedup(result.searchBest))
                                            .str()
                                      : std::string("-"),
                             searched ? llvm::formatv("{0:f2}",
                                                      speedup(result.policy -
                                                              result.searchBest))
                                            .str()
                                      : std::string("-"),
                             1e3 * result.policySeconds, result.policySchedule);
                         llvm::outs().flush();
                       });
  if (!results)
    return fail(llvm::toString(results.takeError()));
  if (options.rewards) {
    std::string statistics = options.rewards->takeStatistics();
    if (!statistics.empty())
      llvm::outs() << statistics << "\n";
  }

  // Geometric means per family and overall: means of the log-speedups.
  struct Sums {
    double policy = 0, heuristic = 0, random = 0, policySearched = 0,
           search = 0, milliseconds = 0, sampled = 0;
    unsigned kernels = 0, searched = 0;
  };
  std::map<std::string, Sums> byFamily;
  for (const policy::KernelEvaluation &result : *results)
    for (const std::string &group : {result.family, std::string("all")}) {
      Sums &sums = byFamily[group];
      ++sums.kernels;
      sums.policy += result.policy;
      sums.heuristic += result.heuristic;
      sums.random += result.randomMedian;
      sums.milliseconds += 1e3 * result.policySeconds;
      if (!std::isnan(result.policySampled))
        sums.sampled += result.policySampled;
      if (!std::isnan(result.searchBest)) {
        ++sums.searched;
        sums.policySearched += result.policy;
        sums.search += result.searchBest;
      }
    }
  llvm::outs() << llvm::formatv(
      "\ngeomean speedup over the default schedule ({0}):\n"
      "{1,-12} {2,7} {3,8} {4,8} {5,9} {6,8} {7,8} {8,9} {9,9} {10,9} "
      "{11,10}\n",
      evaluateReward == RewardKind::Gpu ? "GPU-measured" : "cost model",
      "family", "kernels", "policy", "pol+K", "heuristic", "random", "search",
      "pol/srch", "pol/rand", "pol/heur", "policy ms");
  llvm::json::Object summary;
  for (auto &[family, sums] : byFamily) {
    double n = sums.kernels;
    double policyGeomean = std::exp(sums.policy / n);
    double searchRatio =
        sums.searched ? std::exp((sums.policySearched - sums.search) /
                                 sums.searched)
                      : std::nan("");
    double searchGeomean =
        sums.searched ? std::exp(sums.search / sums.searched) : std::nan("");
    double randomRatio = std::exp((sums.policy - sums.random) / n);
    double heuristicRatio = std::exp((sums.policy - sums.heuristic) / n);
    auto orDash = [&](double value, const char *format) {
      return sums.searched ? llvm::formatv(format, value).str()
                           : std::string("-");
    };
    std::string sampledGeomean =
        evaluateSamples ? llvm::formatv("{0:f2}x", std::exp(sums.sampled / n)).str()
                        : std::string("-");
    llvm::outs() << llvm::formatv(
        "{0,-12} {1,7} {2,7:f2}x {3,8} {4,8:f2}x {5,9} {6,8} {7,8} "
        "{8,9} {9,9:f2} {10,10:f1}\n",
        family, sums.kernels, policyGeomean, sampledGeomean,
        std::exp(sums.heuristic / n),
        randomized ? llvm::formatv("{0:f2}x", std::exp(sums.random / n)).str()
                   : std::string("-"),
        orDash(searchGeomean, "{0:f2}x"), orDash(searchRatio, "{0:f2}"),
        randomized ? llvm::formatv("{0:f2}", randomRatio).str()
                   : std::string("-"),
        heuristicRatio, sums.milliseconds / n);
    auto randomValue = [&](double value) {
      return randomized ? llvm::json::Value(value) : llvm::json::Value(nullptr);
    };
    summary[family] = llvm::json::Object{
        {"kernels", sums.kernels},
        {"policy_geomean", policyGeomean},
        {"policy_sampled_geomean",
         evaluateSamples ? llvm::json::Value(std::exp(sums.sampled / n))
                         : llvm::json::Value(nullptr)},
        {"heuristic_geomean", std::exp(sums.heuristic / n)},
        {"random_median_geomean", randomValue(std::exp(sums.random / n))},
        {"search_geomean", sums.searched ? llvm::json::Value(searchGeomean)
                                         : llvm::json::Value(nullptr)},
        {"policy_over_search", sums.searched ? llvm::json::Value(searchRatio)
                                             : llvm::json::Value(nullptr)},
        {"policy_over_random", randomValue(randomRatio)},
        {"policy_over_heuristic", heuristicRatio},
        {"policy_ms", sums.milliseconds / n}};
  }
  llvm::outs() << "targets (issue #7): pol/srch >= 0.9, pol/rand >= 5, "
                  "pol/heur >= 1.3\n";
  if (!evaluateJson.empty()) {
    llvm::json::Array rows;
    for (const policy::KernelEvaluation &result : *results)
      rows.push_back(llvm::json::Object{
          {"kernel", result.name},
          {"family", result.family},
          {"policy", speedup(result.policy)},
          {"heuristic", speedup(result.heuristic)},
          {"random_median",
           randomized ? llvm::json::Value(speedup(result.randomMedian))
                      : llvm::json::Value(nullptr)},
          {"search_best", std::isnan(result.searchBest)
                              ? llvm::json::Value(nullptr)
                              : llvm::json::Value(speedup(result.searchBest))},
          {"policy_schedule", result.policySchedule},
          {"policy_sampled",
           std::isnan(result.policySampled)
               ? llvm::json::Value(nullptr)
               : llvm::json::Value(speedup(result.policySampled))},
          {"policy_sampled_schedule", result.policySampledSchedule},
          {"heuristic_schedule", result.heuristicSchedule},
          {"search_schedule", result.searchSchedule},
          {"policy_ms", 1e3 * result.policySeconds},
          {"default_us", 1e6 * result.defaultSeconds}});
    std::error_code error;
    llvm::raw_fd_ostream os(evaluateJson, error);
    if (error)
      return fail("cannot write " + evaluateJson + ": " + error.message());
    os << llvm::formatv(
              "{0:2}",
              llvm::json::Value(llvm::json::Object{
                  {"policy", evaluatePolicy.getValue()},
                  {"reward", evaluateReward == RewardKind::Gpu ? "gpu" : "model"},
                  {"random_episodes", evaluateRandom.getValue()},
                  {"search_trials", evaluateSearch.getValue()},
                  {"policy_samples", evaluateSamples.getValue()},
                  {"kernels", std::move(rows)},
                  {"summary", std::move(summary)}}))
       << "\n";
  }
  return 0;
}

int runTrain() {
  namespace env = ::cuda_agent::env;
  namespace policy = ::cuda_agent::policy;
  policy::TrainOptions options;
  llvm::Expected<std::vector<std::string>> kernels =
      listKernels(trainKernels, trainCorpus);
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  options.kernels = std::move(*kernels);
  if (trainReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(trainRuns, 2, 1.5, 0.02,
                                trainOutput + "/measurements.jsonl", "train");
    if (!gpu) {
      llvm::outs() << "skipped: no GPU\n";
      return fail(llvm::toString(gpu.takeError()), 2);
    }
    options.rewards = std::move(*gpu);
  } else {
    options.rewards = env::createModelReward();
  }
  options.output = trainOutput;
  options.initialPolicy = trainInit;
  options.resume = trainResume;
  options.steps = trainSteps;
  options.maxSeconds = trainMaxSeconds;
  options.episodesPerUpdate = trainEpisodes;
  options.epochs = trainEpochs;
  options.minibatch = trainMinibatch;
  options.learningRate = trainLearningRate;
  options.entropyBonus = trainEntropy;
  options.selfImitation = trainSelfImitation;
  options.workers = trainWorkers;
  options.seed = trainSeed;
  options.checkpointEvery = trainCheckpointEvery;
  options.config.hidden = trainHidden;
  options.description = llvm::json::Object{
      {"corpus", trainCorpus.empty() ? std::string("(kernel files)")
                                     : trainCorpus.getValue()},
      {"reward", trainReward == RewardKind::Gpu ? "gpu" : "model"},
      {"init", trainInit.empty() ? std::string("random") : trainInit.getValue()},
      {"hyperparameters",
       llvm::json::Object{{"steps", int64_t(trainSteps.getValue())},
                          {"workers", trainWorkers.getValue()},
                          {"episodes_per_update", trainEpisodes.getValue()},
                          {"epochs", trainEpochs.getValue()},
                          {"minibatch", trainMinibatch.getValue()},
                          {"lr", trainLearningRate.getValue()},
                          {"entropy", trainEntropy.getValue()},
                          {"self_imitation", trainSelfImitation.getValue()}}},
      {"cuda_agent_version", CUDA_AGENT_VERSION_STRING}};
  bool bar = llvm::errs().is_displayed();
  auto started = std::chrono::steady_clock::now();
  llvm::Expected<policy::Policy> trained =
      policy::train(options, [&](const policy::UpdateMetrics &metrics) {
        double fraction =
            std::min(1.0, double(metrics.steps) / double(options.steps));
        std::string line = llvm::formatv(
            "[{0,-30}] {1}/{2} steps  update {3}  {4:f0} episodes/s  mean "
            "reward {5:f3}  geomean {6:f2}x  best {7:f2}x  entropy {8:f2}",
            std::string(size_t(30 * fraction), '#'), metrics.steps,
            options.steps, metrics.update, metrics.episodesPerSecond,
            metrics.meanReward, metrics.geomeanSpeedup, metrics.bestSpeedup,
            metrics.entropy);
        if (bar) {
          llvm::errs() << "\r" << line;
          return;
        }
        llvm::errs() << line << "\n";
        // Where a measured update's time went (compiles, the GPU queue).
        std::string statistics = options.rewards->takeStatistics();
        if (!statistics.empty())
          llvm::errs() << "  " << statistics << "\n";
      });
  if (bar)
    llvm::errs() << "\n";
  if (!trained)
    return fail(llvm::toString(trained.takeError()));
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - started)
                       .count();
  llvm::outs() << llvm::formatv("trained on {0} kernels in {1:f1} s: {2}\n",
                                options.kernels.size(), seconds, trainOutput);
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

/// A progress line on stderr: redrawn in place on a terminal, else one line
/// per eighth of the work (a log).
class ProgressBar {
public:
  explicit ProgressBar(size_t total)
      : total(std::max<size_t>(1, total)),
        terminal(llvm::sys::Process::StandardErrIsDisplayed()) {}

  void update(size_t done, StringRef status) {
    size_t width = 30, filled = width * std::min(done, total) / total;
    std::string line =
        llvm::formatv("[{0}{1}] {2}/{3}  {4}", std::string(filled, '#'),
                      std::string(width - filled, '.'), done, total, status);
    if (terminal) {
      llvm::errs() << "\r" << line << "\x1b[K";
    } else if (done == total || done * 8 / total != reported) {
      reported = done * 8 / total;
      llvm::errs() << line << "\n";
    }
    if (terminal && done == total)
      llvm::errs() << "\r\x1b[K";
    llvm::errs().flush();
  }

private:
  size_t total, reported = 0;
  bool terminal;
};

int runTune() {
  namespace env = ::cuda_agent::env;
  namespace experience = ::cuda_agent::experience;
  namespace policy = ::cuda_agent::policy;
  namespace tune = ::cuda_agent::tune;
  std::optional<tune::Strategy> strategy = tune::parseStrategy(tuneStrategy);
  if (!strategy)
    return fail("unknown --strategy '" + tuneStrategy +
                "' (policy, beam, evolutionary or random)");
  if (tuneBudget == 0)
    return fail("--budget must be at least 1");
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(tunePolicy);
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));
  tune::TuneOptions options;
  options.strategy = *strategy;
  options.budget = tuneBudget;
  options.policy = &*loaded;
  options.device = dbDevice;
  options.neighbours = tuneNeighbours;
  options.recordsEach = tuneRecordsEach;
  options.guide = tuneGuide;
  options.attribution = tuneAttribution;
  options.batch = tuneBatch;
  options.workers = tuneWorkers
                        ? tuneWorkers.getValue()
                        : std::max(1u, std::thread::hardware_concurrency());
  options.seed = tuneSeed;
  if (tuneReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(tuneRuns, 2, 1.5, 0.02, tuneMeasurements,
                                "tune:" + tuneStrategy);
    if (!gpu)
      return fail(llvm::toString(gpu.takeError()) +
                      " (--reward model tunes by the cost model)",
                  2);
    options.rewards = std::move(*gpu);
  } else {
    llvm::Expected<std::shared_ptr<env::RewardSource>> model =
        createModelRewards();
    if (!model)
      return fail(llvm::toString(model.takeError()));
    options.rewards = std::move(*model);
    // The cost model's experience stays apart from every GPU's (retrieved
    // only with --device cost-model).
    options.recordAs = experience::kCostModelDevice.str();
  }
  std::optional<experience::ExperienceDb> database;
  std::string databasePath = getRecordingDatabase();
  if (!databasePath.empty()) {
    llvm::Expected<experience::ExperienceDb> opened =
        experience::ExperienceDb::open(databasePath);
    if (!opened)
      return fail(llvm::toString(opened.takeError()));
    database = std::move(*opened);
    options.database = &*database;
  }

  llvm::outs() << llvm::formatv(
      "{0,-28} {1,10} {2,8} {3,6} {4,6} {5,-22} {6}\n", "kernel", "default us",
      "best", "trial", "seeds", "found by", "best schedule");
  llvm::json::Array runs;
  int status = 0;
  bool notedAttribution = tuneReward == RewardKind::Model;
  for (const std::string &path : tuneKernels) {
    ProgressBar progress(options.budget);
    llvm::Expected<tune::TuneResult> result =
        tune::tune(path, options, [&](const tune::TuneResult &sofar) {
          std::optional<size_t> best = sofar.best();
          progress.update(
              sofar.trials.size(),
              llvm::formatv(
                  "{0}  best {1:f2}x", sofar.kernel,
                  best ? std::exp(sofar.trials[*best].evaluation.reward) : 1.0)
                  .str());
        });
    if (!result) {
      fail(path + ": " + llvm::toString(result.takeError()));
      status = 1;
      continue;
    }
    std::optional<size_t> best = result->best();
    const tune::Trial *winner = best ? &result->trials[*best] : nullptr;
    llvm::outs() << llvm::formatv(
        "{0,-28} {1,10} {2,7:f2}x {3,6} {4,6} {5,-22} {6}\n", result->kernel,
        result->defaultSeconds
            ? llvm::formatv("{0:f2}", 1e6 * result->defaultSeconds).str()
            : std::string("-"),
        winner ? std::exp(winner->evaluation.reward) : 1.0,
        best ? std::to_string(*best + 1) : std::string("-"), result->seeds,
        winner ? winner->origin : std::string("-"),
        winner ? (winner->schedule.empty() ? "(default)" : winner->schedule)
               : "(default: nothing beat it)");
    for (const tune::AttributionOutcome &outcome : result->attributions)
      llvm::outs() << llvm::formatv(
          "  attribution {0} ({1}): {2} -> {3:f2}x the profiled schedule{4}\n",
          outcome.rule, outcome.evidence, outcome.after,
          std::exp(outcome.afterReward - outcome.beforeReward),
          outcome.helped ? ", helped" : "");
    if (!result->attributionNote.empty() && !notedAttribution) {
      notedAttribution = true;
      llvm::errs() << "cuda-agent: no attribution: " << result->attributionNote
                   << "\n";
    }
    if (!result->recordNote.empty())
      llvm::errs() << "cuda-agent: warning: " << result->recordNote << "\n";
    llvm::outs().flush();
    llvm::json::Array attributions;
    for (const tune::AttributionOutcome &outcome : result->attributions)
      attributions.push_back(
          llvm::json::Object{{"rule", outcome.rule},
                             {"evidence", outcome.evidence},
                             {"before", outcome.before},
                             {"after", outcome.after},
                             {"before_reward", outcome.beforeReward},
                             {"after_reward", outcome.afterReward},
                             {"helped", outcome.helped}});
    llvm::json::Array trials;
    for (const tune::Trial &trial : result->trials)
      trials.push_back(llvm::json::Object{
          {"schedule", trial.schedule},
          {"origin", trial.origin},
          {"outcome", env::getOutcomeName(trial.evaluation.outcome)},
          {"reward", trial.evaluation.reward},
          {"us", 1e6 * trial.evaluation.seconds}});
    runs.push_back(llvm::json::Object{
        {"kernel", result->kernel},
        {"path", path},
        {"strategy", tune::getStrategyName(result->strategy)},
        {"budget", options.budget},
        {"seeds", result->seeds},
        {"default_us", 1e6 * result->defaultSeconds},
        {"best_schedule", winner ? winner->schedule : ""},
        {"best_speedup", winner ? std::exp(winner->evaluation.reward) : 1.0},
        {"best_trial", best ? int64_t(*best + 1) : 0},
        {"attributions", std::move(attributions)},
        {"attribution_note", result->attributionNote},
        {"trials", std::move(trials)}});
    // Rewritten after each kernel: a run cut short keeps what it did.
    if (!tuneJson.empty()) {
      std::error_code error;
      llvm::raw_fd_ostream os(tuneJson, error);
      if (error)
        return fail("cannot write " + tuneJson + ": " + error.message());
      os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Array(runs)))
         << "\n";
    }
  }
  std::string statistics = options.rewards->takeStatistics();
  if (!statistics.empty())
    llvm::errs() << statistics << "\n";
  return status;
}

int runRetrain() {
  namespace env = ::cuda_agent::env;
  namespace experience = ::cuda_agent::experience;
  if (retrainOutput.empty())
    return fail("give -o FILE for the correction");
  std::string path =
      dbPath.empty() ? experience::ExperienceDb::getDefaultPath() : dbPath;
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(path);
  if (!db)
    return fail(llvm::toString(db.takeError()));
  std::vector<std::string> missing;
  if (kernelDirs.empty())
    return fail("give --kernels DIR: where the database's kernels are");
  std::vector<std::string> folders(kernelDirs.begin(), kernelDirs.end());
  llvm::Expected<std::vector<env::CostSample>> samples =
      env::collectCostSamples(*db, dbDevice, folders, missing);
  if (!samples)
    return fail(llvm::toString(samples.takeError()));
  if (!missing.empty())
    llvm::errs() << llvm::formatv(
        "cuda-agent: {0} kernels of the database not found under --kernels "
        "(first: {1})\n",
        missing.size(), missing.front());
  if (samples->empty())
    return fail("no measurements of the given kernels in " + path);
  env::CrossValidation validation =
      env::crossValidate(*samples, retrainRidge, retrainFolds);
  std::set<std::string> kernels;
  for (const env::CostSample &sample : *samples)
    kernels.insert(sample.kernel);
  llvm::outs() << llvm::formatv(
      "{0} measurements of {1} kernels; held out by kernel ({2} folds, {3} "
      "kernels with 3+ schedules), mean Spearman against the GPU:\n"
      "  cost model            {4,6:f3}\n  cost model corrected  {5,6:f3}\n",
      samples->size(), kernels.size(), retrainFolds, validation.kernels,
      validation.modelSpearman, validation.correctedSpearman);
  env::CostCorrection correction =
      env::CostCorrection::fit(*samples, retrainRidge);
  if (llvm::Error error = correction.save(retrainOutput))
    return fail(llvm::toString(std::move(error)));
  llvm::outs() << "wrote " << retrainOutput << " (fitted on all "
               << samples->size() << " measurements)\n";
  return 0;
}

int runDb() {
  namespace experience = ::cuda_agent::experience;
  std::string path =
      dbPath.empty() ? experience::ExperienceDb::getDefaultPath() : dbPath;
  StringRef action = dbArguments.front();
  size_t operands =
      llvm::is_contained({"best", "import", "import-measurements"}, action) ? 1
                                                                            : 0;
  if (!llvm::is_contained(
          {"stats", "best", "export", "import", "import-measurements", "rules"},
          action))
    return fail("db: unknown action '" + action +
                "' (stats, best, export, import, import-measurements, rules)");
  if (dbArguments.size() != operands + 1)
    return fail(llvm::formatv("db {0}: expected {1} argument{2}", action,
                              operands, operands == 1 ? "" : "s"));
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(path);
  if (!db)
    return fail(llvm::toString(db.takeError()));
  if (action == "stats") {
    llvm::Expected<experience::DbStats> stats = db->getStats();
    if (!stats)
      return fail(llvm::toString(stats.takeError()));
    llvm::outs() << llvm::formatv(
        "{0}: schema {1}, {2} kernels, {3} records ({4} correct), {5} "
        "devices, {6} attributions\n",
        path, db->getSchemaVersion(), stats->kernels, stats->records,
        stats->correctRecords, stats->devices, stats->attributions);
    return 0;
  }
  if (action == "import-measurements") {
    if (kernelDirs.empty())
      return fail("db import-measurements: give --kernels DIR (where the "
                  "measured kernels are)");
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFileOrSTDIN(dbArguments[1]);
    if (!file)
      return fail("cannot read " + dbArguments[1] + ": " +
                  file.getError().message());
    std::vector<std::string> missing;
    std::vector<std::string> folders(kernelDirs.begin(), kernelDirs.end());
    llvm::Expected<size_t> imported = ::cuda_agent::env::importMeasurements(
        *db, (*file)->getBuffer(), folders, "import", missing);
    if (!imported)
      return fail(dbArguments[1] + ": " + llvm::toString(imported.takeError()));
    if (!missing.empty())
      llvm::errs() << llvm::formatv(
          "cuda-agent: skipped the measurements of {0} kernels not found "
          "under --kernels (first: {1})\n",
          missing.size(), missing.front());
    llvm::outs() << "imported " << *imported << " measurements into " << path
                 << "\n";
    return 0;
  }
  if (action == "rules") {
    llvm::Expected<std::vector<experience::RuleScore>> scores =
        db->getRuleScores(dbDevice);
    if (!scores)
      return fail(llvm::toString(scores.takeError()));
    llvm::outs() << llvm::formatv("{0,-24} {1,6} {2,7} {3,13}\n", "rule",
                                  "fired", "helped", "mean speedup");
    for (const experience::RuleScore &score : *scores)
      llvm::outs() << llvm::formatv("{0,-24} {1,6} {2,7} {3,12:f2}x\n",
                                    score.rule, score.fired, score.helped,
                                    score.meanSpeedup);
    return 0;
  }
  if (action == "export") {
    if (llvm::Error error = db->exportJsonLines(llvm::outs()))
      return fail(llvm::toString(std::move(error)));
    return 0;
  }
  if (action == "import") {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFileOrSTDIN(dbArguments[1]);
    if (!file)
      return fail("cannot read " + dbArguments[1] + ": " +
                  file.getError().message());
    llvm::Expected<size_t> imported = db->importJsonLines((*file)->getBuffer());
    if (!imported)
      return fail(dbArguments[1] + ": " + llvm::toString(imported.takeError()));
    llvm::outs() << "imported " << *imported << " records into " << path
                 << "\n";
    return 0;
  }
  kernelPath.setValue(dbArguments[1]);
  llvm::Expected<std::optional<experience::Record>> best =
      lookUpBestRecord(path);
  if (!best)
    return fail(llvm::toString(best.takeError()));
  if (!*best)
    return fail("no verified record of " + dbArguments[1] + " in " + path);
  llvm::outs() << llvm::formatv(
      "{0}  {1:f2} us  baseline {2:f2} us  on {3}  ({4})\n",
      (*best)->schedule.empty() ? "(default)" : (*best)->schedule,
      (*best)->medianUs, (*best)->baselineUs, (*best)->device, (*best)->source);
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
  return fail("give a command: compile, sample, run, features, rollouts, "
              "synth, train, evaluate, tune, retrain-cost-model or db (see "
              "--help)");
}
