//===- Options.cpp - the cuda-agent command line's options ----------------===//
//
// Every subcommand and option, in one translation unit: static
// initialization runs in order here, so each subcommand exists before the
// options that name it.
//
//===----------------------------------------------------------------------===//

#include "Tool.h"

namespace cuda_agent_tool {

cl::SubCommand compileCommand("compile", "Compile a kernel with a schedule");
cl::SubCommand importCommand(
    "import",
    "Put torch-mlir's linalg-on-tensors output in the form of a "
    "kernel (the cuda-agent-torch-to-kernel pipeline, docs/TORCH.md)");
cl::SubCommand regionsCommand(
    "regions",
    "Print the dispatch regions of a whole model in kernel form (the "
    "kernels `compile` forms for it, docs/MODELS.md) as JSON: each region's "
    "ops and the source locations they came from");
cl::SubCommand sampleCommand("sample",
                             "Print random legal schedules of a kernel");
cl::SubCommand
    featuresCommand("features",
                    "Print the environment's observation features of a kernel "
                    "and schedule as JSON (docs/ENV.md)");
cl::SubCommand rolloutsCommand(
    "rollouts", "Random episodes of the RL environment on kernels: episodes "
                "per second and the best schedule found (a benchmark)");
cl::list<std::string> rolloutKernels(cl::Positional, cl::OneOrMore,
                                     cl::desc("<kernel.mlir>..."),
                                     cl::sub(rolloutsCommand));
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
cl::opt<std::string>
    rolloutCache("cache",
                 cl::desc("JSON-lines file of GPU measurements to read and "
                          "append to"),
                 cl::sub(rolloutsCommand));
cl::SubCommand runCommand("run", "Compile a kernel, run it on the GPU against "
                                 "its float64 reference and time it");

cl::opt<std::string> kernelPath(cl::Positional, cl::desc("<kernel.mlir>"),
                                cl::Required, cl::sub(compileCommand),
                                cl::sub(importCommand), cl::sub(regionsCommand),
                                cl::sub(sampleCommand),
                                cl::sub(runCommand), cl::sub(featuresCommand));

cl::opt<std::string>
    scheduleOption("schedule",
                   cl::desc("Action string (docs/SCHEDULES.md); default: the "
                            "kernel's own schedule or the default schedule"),
                   cl::sub(compileCommand), cl::sub(runCommand),
                   cl::sub(featuresCommand));
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
    "o",
    cl::desc("Output directory (ptx, cubin) or file (mlir, transform, "
             "import; '-' = stdout)"),
    cl::value_desc("path"), cl::sub(compileCommand), cl::sub(importCommand));
cl::opt<bool> printLocations(
    "locations",
    cl::desc("Print the ops' locations (torch-mlir's: the stack traces of the "
             "FX nodes they came from), which `cuda-agent regions` reports"),
    cl::sub(importCommand));
cl::opt<std::string> chip("chip", cl::desc("GPU architecture"),
                          cl::init("sm_90a"), cl::sub(compileCommand),
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
cl::opt<bool> wholeModel(
    "whole-model",
    cl::desc("A module that does not compile as one kernel but is a whole "
             "model compiles as one plan of a kernel per dispatch region "
             "(docs/MODELS.md); false: it fails"),
    cl::init(true), cl::sub(compileCommand), cl::sub(runCommand));
cl::opt<bool> hostFallback(
    "host-fallback",
    cl::desc("For a whole model: a region (or an op between regions) that "
             "does not compile is left out of the plan, named with its "
             "error in launch.json's left_out, for the caller to run (the "
             "plan's regions then run one by one); without it the model "
             "fails"),
    cl::init(false), cl::sub(compileCommand));
cl::opt<bool> withReference(
    "reference",
    cl::desc("With --emit=ptx, also write the kernel's float64 reference "
             "plan to OUT/reference (cuda-agent-launch --reference=plan)"),
    cl::init(true), cl::sub(compileCommand));

cl::opt<Baseline> baseline(
    "baseline", cl::desc("What the speedup is measured against"),
    cl::init(Baseline::Default),
    cl::values(clEnumValN(Baseline::Default, "default",
                          "the kernel's default schedule, timed interleaved "
                          "in the same worker"),
               clEnumValN(Baseline::None, "none", "nothing")),
    cl::sub(runCommand));
cl::opt<bool> json("json",
                   cl::desc("Print the JSON report (an array with "
                            "--repeat)"),
                   cl::sub(runCommand));
cl::opt<unsigned> repeat("repeat",
                         cl::desc("Measure N times, each in a fresh worker, "
                                  "and report the spread of the medians"),
                         cl::init(1), cl::sub(runCommand));
cl::opt<unsigned> runs("runs",
                       cl::desc("Timed runs at least (more until the "
                                "median is known to 2%)"),
                       cl::init(20), cl::sub(runCommand),
                       cl::sub(rolloutsCommand));
cl::opt<unsigned> timeoutSeconds(
    "timeout",
    cl::desc("Seconds a measurement may take before it counts as "
             "hung"),
    cl::init(120), cl::sub(runCommand));
cl::opt<bool> profile("profile",
                      cl::desc("Also read each kernel's hardware counters "
                               "(DRAM/SM throughput, occupancy, bank "
                               "conflicts, hit rates) with CUPTI"),
                      cl::sub(runCommand));
cl::opt<std::string> runSeed("seed",
                             cl::desc("Seed of the inputs (default: "
                                      "random, in the report)"),
                             cl::sub(runCommand));

cl::opt<unsigned> sampleCount("n", cl::desc("How many legal schedules"),
                              cl::init(20), cl::sub(sampleCommand));
cl::opt<uint64_t> sampleSeed("seed", cl::desc("Random seed"), cl::init(0),
                             cl::sub(sampleCommand));

cl::SubCommand
    synthCommand("synth",
                 "Write a corpus of random kernels (linalg on tensors) and its "
                 "manifest: train/val/test splits (docs/CORPUS.md)");
cl::opt<unsigned> synthCount("n", cl::desc("How many kernels"), cl::init(100),
                             cl::sub(synthCommand));
cl::opt<uint64_t> synthSeed("seed", cl::desc("Random seed"), cl::init(0),
                            cl::sub(synthCommand));
cl::opt<std::string> synthOutput("o", cl::desc("Corpus directory"),
                                 cl::value_desc("directory"), cl::Required,
                                 cl::sub(synthCommand));
cl::list<std::string>
    synthFamilies("families", cl::desc("Families to draw from (default: all)"),
                  cl::CommaSeparated, cl::sub(synthCommand));
cl::list<std::string>
    synthDtypes("dtypes",
                cl::desc("Element types to draw from: f32, f16, bf16 "
                         "(default: f32)"),
                cl::CommaSeparated, cl::sub(synthCommand));
cl::list<std::string>
    synthHoldout("holdout",
                 cl::desc("Families whose kernels all go to the holdout split"),
                 cl::CommaSeparated, cl::sub(synthCommand));
cl::opt<double> synthMinMicroseconds(
    "min-us", cl::desc("Shortest cost-model time of the default schedule"),
    cl::init(20), cl::sub(synthCommand));
cl::opt<double> synthMaxMicroseconds(
    "max-us", cl::desc("Longest cost-model time of the default schedule"),
    cl::init(20000), cl::sub(synthCommand));
cl::opt<unsigned>
    synthThreads("threads",
                 cl::desc("Candidates examined in parallel (0: one per core)"),
                 cl::init(0), cl::sub(synthCommand));
cl::opt<std::string> synthRejected(
    "rejected",
    cl::desc("Write the candidates the compiler could not take "
             "to this JSON-lines file (family, variant, why, text)"),
    cl::value_desc("file"), cl::sub(synthCommand));
cl::opt<bool> synthLoweringCheck(
    "lowering-check",
    cl::desc("Keep only kernels that compile with the default schedule"),
    cl::init(true), cl::sub(synthCommand));

cl::SubCommand
    trainCommand("train",
                 "Train a scheduling policy with PPO on a corpus of kernels "
                 "(docs/POLICY.md)");
cl::list<std::string> trainKernels(cl::Positional, cl::ZeroOrMore,
                                   cl::desc("[<kernel.mlir>...]"),
                                   cl::sub(trainCommand));
cl::opt<std::string>
    trainCorpus("corpus",
                cl::desc("Directory of training kernels (*.mlir), e.g. "
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
cl::opt<bool> trainResume("resume", cl::desc("Continue from OUT/checkpoint"),
                          cl::sub(trainCommand));
cl::opt<std::string>
    trainInit("init",
              cl::desc("Start from this policy ('default' or a directory): "
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
cl::opt<unsigned> trainCheckpointEvery("checkpoint-every",
                                       cl::desc("Updates between checkpoints"),
                                       cl::init(10), cl::sub(trainCommand));
cl::opt<unsigned> trainHidden("hidden", cl::desc("Width of the network"),
                              cl::init(128), cl::sub(trainCommand));
cl::opt<unsigned>
    trainRuns("runs",
              cl::desc("With --reward gpu: timed runs per schedule at least"),
              cl::init(10), cl::sub(trainCommand));

cl::SubCommand
    evaluateCommand("evaluate",
                    "The policy's greedy schedules against the default, random "
                    "schedules, a hand heuristic and a random search: a table "
                    "(docs/POLICY.md)");
cl::list<std::string> evaluateKernels(cl::Positional, cl::ZeroOrMore,
                                      cl::desc("[<kernel.mlir>...]"),
                                      cl::sub(evaluateCommand));
cl::opt<std::string> evaluateCorpus(
    "corpus", cl::desc("Directory of kernels (*.mlir), e.g. data/corpus/test"),
    cl::value_desc("directory"), cl::sub(evaluateCommand));
cl::opt<std::string>
    evaluatePolicy("policy",
                   cl::desc("'default' or a directory from cuda-agent train"),
                   cl::init("default"), cl::sub(evaluateCommand));
cl::opt<RewardKind> evaluateReward(
    "reward", cl::desc("What scores the schedules"),
    cl::init(RewardKind::Model),
    cl::values(clEnumValN(RewardKind::Model, "model", "the cost model"),
               clEnumValN(RewardKind::Gpu, "gpu", "measured on the GPU")),
    cl::sub(evaluateCommand));
cl::opt<unsigned>
    evaluateRandom("random",
                   cl::desc("Random legal episodes per kernel (their median)"),
                   cl::init(100), cl::sub(evaluateCommand));
cl::opt<unsigned>
    evaluateSearch("search", cl::desc("Trials of the random search (its best)"),
                   cl::init(1000), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateSearchKernels(
    "search-kernels", cl::desc("Run the search on the first K kernels only"),
    cl::init(std::numeric_limits<unsigned>::max()), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateSamples(
    "samples",
    cl::desc("Also score the best by the cost model of the greedy "
             "and K sampled policy schedules (compile --policy "
             "--samples K without a GPU)"),
    cl::init(0), cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateLimit(
    "limit", cl::desc("Evaluate the first N kernels only (sorted by name)"),
    cl::init(std::numeric_limits<unsigned>::max()), cl::sub(evaluateCommand));
cl::opt<std::string> evaluateJson("json",
                                  cl::desc("Also write the results "
                                           "as JSON to this file"),
                                  cl::sub(evaluateCommand));
cl::opt<unsigned> evaluateWorkers("workers",
                                  cl::desc("Threads scoring the schedules"),
                                  cl::init(1), cl::sub(evaluateCommand));
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
                    "KERNEL.mlir, export, import FILE.jsonl, record "
                    "KERNEL.mlir RECORD.json");
cl::list<std::string> dbArguments(
    cl::Positional, cl::OneOrMore,
    cl::desc("stats | best <kernel.mlir> | export | import <file.jsonl> | "
             "import-measurements <measurements.jsonl> --kernels DIR | rules "
             "| record <kernel.mlir> <record.json> (a measurement made "
             "elsewhere, the torch backend's: its kernel described here)"),
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

cl::opt<bool> mpiMode(
    "mpi",
    cl::desc("Under mpirun (docs/DISTRIBUTED.md): rank 0 learns or searches, "
             "the other ranks compile and measure, one GPU each; rank 0 "
             "records the measurements"),
    cl::sub(trainCommand), cl::sub(tuneCommand));
cl::opt<double> mpiTimeout(
    "mpi-timeout",
    cl::desc("With --mpi: seconds of silence after which a worker rank is "
             "given up and its tasks go to the others (mpirun "
             "--enable-recovery lets the run outlive it)"),
    cl::value_desc("seconds"), cl::init(60), cl::sub(trainCommand),
    cl::sub(tuneCommand));
cl::opt<int> mpiTestExitRank(
    "mpi-test-exit-rank",
    cl::desc("Testing the recovery: this worker rank exits on receiving its "
             "--mpi-test-exit-batch-th batch"),
    cl::Hidden, cl::init(-1), cl::sub(trainCommand), cl::sub(tuneCommand));
cl::opt<unsigned> mpiTestExitBatch("mpi-test-exit-batch", cl::Hidden,
                                   cl::init(0), cl::sub(trainCommand),
                                   cl::sub(tuneCommand));

} // namespace cuda_agent_tool
