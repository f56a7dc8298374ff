//===- Tool.h - the cuda-agent command line's shared parts ------*- C++ -*-===//
//
// The command line's options (all defined in Options.cpp: one translation
// unit, so they are constructed in order, each subcommand before the options
// that name it), the helpers the subcommands share (Common.cpp) and the
// subcommands (*Commands.cpp), which cuda-agent.cpp dispatches to.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_TOOLS_CUDA_AGENT_TOOL_H
#define CUDA_AGENT_TOOLS_CUDA_AGENT_TOOL_H

#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Experience/ExperienceDb.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
class MLIRContext;
namespace cuda_agent {}
} // namespace mlir
namespace cuda_agent::runtime {}
namespace cuda_agent::distributed {
class MeasurementOutbox;
class MeasurementRecorder;
class MpiSession;
class TaskFarm;
} // namespace cuda_agent::distributed
namespace cuda_agent::policy {
class RolloutRunner;
struct TrainOptions;
} // namespace cuda_agent::policy
namespace cuda_agent::tune {
class TrialRunner;
} // namespace cuda_agent::tune

namespace cuda_agent_tool {
namespace cl = llvm::cl;
namespace compiler = mlir::cuda_agent;
namespace runtime = ::cuda_agent::runtime;

namespace distributed = ::cuda_agent::distributed;

enum class RewardKind { Model, Zero, Gpu };
/// Where a GPU reward's new measurements go instead of being recorded.
using MeasurementSink =
    decltype(::cuda_agent::env::GpuRewardOptions::onMeasurement);
enum class Emit { Ptx, Cubin, Mlir, Transform };
enum class Baseline { Default, None };

extern cl::SubCommand compileCommand;
extern cl::SubCommand importCommand;
extern cl::SubCommand regionsCommand;
extern cl::SubCommand sampleCommand;
extern cl::SubCommand featuresCommand;
extern cl::SubCommand rolloutsCommand;
extern cl::list<std::string> rolloutKernels;
extern cl::opt<RewardKind> rolloutReward;
extern cl::opt<unsigned> rolloutEpisodes;
extern cl::opt<unsigned> rolloutWorkers;
extern cl::opt<double> rolloutMaxSeconds;
extern cl::opt<double> rolloutTargetCi;
extern cl::opt<double> rolloutStopIfSlower;
extern cl::opt<std::string> rolloutCache;
extern cl::SubCommand runCommand;
extern cl::opt<std::string> kernelPath;
extern cl::opt<std::string> scheduleOption;
extern cl::opt<Emit> emit;
extern cl::opt<std::string> outputPath;
extern cl::opt<bool> printLocations;
extern cl::opt<std::string> chip;
extern cl::opt<std::string> policyOption;
extern cl::opt<unsigned> policySamples;
extern cl::opt<bool> withReference;
extern cl::opt<bool> wholeModel;
extern cl::opt<bool> hostFallback;
extern cl::opt<Baseline> baseline;
extern cl::opt<bool> json;
extern cl::opt<unsigned> repeat;
extern cl::opt<unsigned> runs;
extern cl::opt<unsigned> timeoutSeconds;
extern cl::opt<bool> profile;
extern cl::opt<std::string> runSeed;
extern cl::opt<unsigned> sampleCount;
extern cl::opt<uint64_t> sampleSeed;
extern cl::SubCommand synthCommand;
extern cl::opt<unsigned> synthCount;
extern cl::opt<uint64_t> synthSeed;
extern cl::opt<std::string> synthOutput;
extern cl::list<std::string> synthFamilies;
extern cl::list<std::string> synthDtypes;
extern cl::list<std::string> synthHoldout;
extern cl::opt<double> synthMinMicroseconds;
extern cl::opt<double> synthMaxMicroseconds;
extern cl::opt<unsigned> synthThreads;
extern cl::opt<std::string> synthRejected;
extern cl::opt<bool> synthLoweringCheck;
extern cl::SubCommand trainCommand;
extern cl::list<std::string> trainKernels;
extern cl::opt<std::string> trainCorpus;
extern cl::opt<std::string> trainOutput;
extern cl::opt<RewardKind> trainReward;
extern cl::opt<uint64_t> trainSteps;
extern cl::opt<double> trainMaxSeconds;
extern cl::opt<unsigned> trainWorkers;
extern cl::opt<uint64_t> trainSeed;
extern cl::opt<bool> trainResume;
extern cl::opt<std::string> trainInit;
extern cl::opt<unsigned> trainEpisodes;
extern cl::opt<unsigned> trainEpochs;
extern cl::opt<unsigned> trainMinibatch;
extern cl::opt<double> trainLearningRate;
extern cl::opt<double> trainEntropy;
extern cl::opt<double> trainSelfImitation;
extern cl::opt<unsigned> trainCheckpointEvery;
extern cl::opt<unsigned> trainHidden;
extern cl::opt<unsigned> trainRuns;
extern cl::SubCommand evaluateCommand;
extern cl::list<std::string> evaluateKernels;
extern cl::opt<std::string> evaluateCorpus;
extern cl::opt<std::string> evaluatePolicy;
extern cl::opt<RewardKind> evaluateReward;
extern cl::opt<unsigned> evaluateRandom;
extern cl::opt<unsigned> evaluateSearch;
extern cl::opt<unsigned> evaluateSearchKernels;
extern cl::opt<unsigned> evaluateSamples;
extern cl::opt<unsigned> evaluateLimit;
extern cl::opt<std::string> evaluateJson;
extern cl::opt<unsigned> evaluateWorkers;
extern cl::opt<std::string> evaluateMeasurements;
extern cl::opt<unsigned> evaluateRuns;
extern cl::SubCommand tuneCommand;
extern cl::list<std::string> tuneKernels;
extern cl::opt<unsigned> tuneBudget;
extern cl::opt<std::string> tuneStrategy;
extern cl::opt<RewardKind> tuneReward;
extern cl::opt<std::string> tunePolicy;
extern cl::opt<unsigned> tuneNeighbours;
extern cl::opt<unsigned> tuneRecordsEach;
extern cl::opt<bool> tuneGuide;
extern cl::opt<bool> tuneAttribution;
extern cl::opt<unsigned> tuneBatch;
extern cl::opt<unsigned> tuneWorkers;
extern cl::opt<uint64_t> tuneSeed;
extern cl::opt<std::string> tuneJson;
extern cl::opt<std::string> tuneMeasurements;
extern cl::opt<unsigned> tuneRuns;
extern cl::SubCommand retrainCommand;
extern cl::opt<std::string> retrainOutput;
extern cl::opt<double> retrainRidge;
extern cl::opt<unsigned> retrainFolds;
extern cl::opt<std::string> costCorrection;
extern cl::SubCommand dbCommand;
extern cl::list<std::string> dbArguments;
extern cl::list<std::string> kernelDirs;
extern cl::opt<std::string> dbPath;
extern cl::opt<std::string> dbDevice;
extern cl::opt<bool> mpiMode;
extern cl::opt<double> mpiTimeout;
extern cl::opt<int> mpiTestExitRank;
extern cl::opt<unsigned> mpiTestExitBatch;

// Common.cpp
/// Prints `message` as cuda-agent's error; returns `code`.
int fail(const llvm::Twine &message, int code = 1);
/// Where GPU measurements are recorded: --db, else the default database;
/// '--db=' records nothing.
std::string getRecordingDatabase();
/// The GPU-measured reward (docs/ENV.md), or why there is none; its
/// measurements are recorded as from `source`.
/// With `onMeasurement` (a worker rank's), the measurements go there
/// instead of to the database and the cache file.
llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createGpuRewards(unsigned minRuns, double maxSeconds, double stopIfSlower,
                 double targetCi, llvm::StringRef cacheFile,
                 llvm::StringRef source,
                 const MeasurementSink &onMeasurement = {});
/// The cost model's reward, corrected by --cost-correction where given.
llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>>
createModelRewards();
/// The kernel file's hash (the experience database's key).
llvm::Expected<uint64_t> hashKernelFile(llvm::StringRef path);
/// The best verified record of the kernel in the experience database.
llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecord(llvm::StringRef database);
/// The best verified record of the kernel of text `kernelText` (a model's
/// region, as the compiler writes it beside its plan).
llvm::Expected<std::optional<::cuda_agent::experience::Record>>
lookUpBestRecordOf(llvm::StringRef database, llvm::StringRef kernelText);

// Distributed.cpp: --mpi (docs/DISTRIBUTED.md)
/// Runs `command` on this rank: with --mpi in an MPI session (failing
/// where MPI cannot start), without it with none. Returns its exit status.
int runWithMpi(llvm::StringRef role,
               llvm::function_ref<int(distributed::MpiSession *)> command);
/// Rank 0's farm of the other ranks, with --mpi-timeout and the test hooks.
std::unique_ptr<distributed::TaskFarm>
createFarm(distributed::MpiSession &session);
std::unique_ptr<::cuda_agent::policy::RolloutRunner>
createRolloutRunner(distributed::TaskFarm &farm,
                    distributed::MeasurementRecorder &recorder);
std::unique_ptr<::cuda_agent::tune::TrialRunner>
createTrialRunner(distributed::TaskFarm &farm,
                  distributed::MeasurementRecorder &recorder);
/// A worker rank's life: plays rollouts / scores trials until rank 0 says
/// stop. Returns the exit code.
int serveRollouts(distributed::MpiSession &session,
                  const ::cuda_agent::policy::TrainOptions &options,
                  distributed::MeasurementOutbox &outbox);
int serveTrials(distributed::MpiSession &session,
                std::shared_ptr<::cuda_agent::env::RewardSource> rewards,
                unsigned threads, distributed::MeasurementOutbox &outbox);
/// Sets this worker rank's GPU (distributed::selectWorkerGpu) and says
/// which on stderr.
void selectGpuOfRank(distributed::MpiSession &session);

// The subcommands: each returns the process's exit code.
int runCompile(mlir::MLIRContext &context);
int runImport(mlir::MLIRContext &context);
int runRegions(mlir::MLIRContext &context);
int runRun(mlir::MLIRContext &context);
int runFeatures();
int runSample(mlir::MLIRContext &context);
int runRollouts();
int runSynth();
int runEvaluate();
int runTrain();
int runTune();
int runRetrain();
int runDb();

} // namespace cuda_agent_tool

#endif // CUDA_AGENT_TOOLS_CUDA_AGENT_TOOL_H
