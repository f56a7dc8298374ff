//===- Distributed.cpp - --mpi: ranks that measure, rank 0 that learns ----===//

#include "Tool.h"

#include "cuda-agent/Distributed/Measurements.h"
#include "cuda-agent/Distributed/TaskFarm.h"
#include "cuda-agent/Policy/Train.h"
#include "cuda-agent/Tune/Tune.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <sched.h>

namespace cuda_agent_tool {

int runWithMpi(llvm::StringRef role,
               llvm::function_ref<int(distributed::MpiSession *)> command) {
  if (!mpiMode)
    return command(nullptr);
  llvm::Expected<std::unique_ptr<distributed::MpiSession>> session =
      distributed::MpiSession::init();
  if (!session)
    return fail(llvm::toString(session.takeError()));
  std::string library = distributed::getMpiLibraryVersion();
  if ((*session)->getSize() == 1)
    llvm::errs() << "cuda-agent: --mpi with one rank (not under mpirun?): "
                    "everything runs here ("
                 << library << ")\n";
  else if ((*session)->getRank() == 0)
    llvm::errs() << llvm::formatv(
        "cuda-agent: --mpi: rank 0 {0}, {1} worker ranks measure ({2})\n", role,
        (*session)->getSize() - 1, library);
  return command(session->get());
}

namespace {

/// --mpi-timeout and the test hooks, for rank 0 and the workers alike.
distributed::FarmOptions getFarmOptions() {
  distributed::FarmOptions options;
  options.timeoutSeconds = mpiTimeout;
  options.exitRank = mpiTestExitRank;
  options.exitAtBatch = mpiTestExitBatch;
  return options;
}

/// Stream or trial i goes to worker i (mod the workers): a stream's
/// kernels stay loaded where it ran before.
unsigned sameIndex(size_t task) { return unsigned(task); }

/// The worker ranks as a RolloutRunner (train) and a TrialRunner (tune):
/// their measurements are recorded as each batch's answer arrives.
class FarmRunner : public ::cuda_agent::policy::RolloutRunner,
                   public ::cuda_agent::tune::TrialRunner {
public:
  FarmRunner(distributed::TaskFarm &farm,
             distributed::MeasurementRecorder &recorder)
      : farm(farm), recorder(recorder) {}
  llvm::Expected<std::vector<std::string>>
  run(llvm::StringRef weights, llvm::ArrayRef<std::string> tasks) override {
    return farm.run(weights, tasks, sameIndex,
                    [&](llvm::StringRef side) { recorder.record(side); });
  }
  llvm::Expected<std::vector<std::string>>
  run(llvm::ArrayRef<std::string> tasks) override {
    return run("", tasks);
  }

private:
  distributed::TaskFarm &farm;
  distributed::MeasurementRecorder &recorder;
};

int failOnRank(distributed::MpiSession &session, llvm::Error error) {
  return fail("rank " + std::to_string(session.getRank()) + ": " +
              llvm::toString(std::move(error)));
}

} // namespace

std::unique_ptr<distributed::TaskFarm>
createFarm(distributed::MpiSession &session) {
  return std::make_unique<distributed::TaskFarm>(session, getFarmOptions());
}

std::unique_ptr<::cuda_agent::policy::RolloutRunner>
createRolloutRunner(distributed::TaskFarm &farm,
                    distributed::MeasurementRecorder &recorder) {
  return std::make_unique<FarmRunner>(farm, recorder);
}

std::unique_ptr<::cuda_agent::tune::TrialRunner>
createTrialRunner(distributed::TaskFarm &farm,
                  distributed::MeasurementRecorder &recorder) {
  return std::make_unique<FarmRunner>(farm, recorder);
}

namespace {

/// Says so where mpirun bound this rank to fewer cores than it has threads
/// (Open MPI binds each rank to one core when there are two ranks or
/// fewer): its compiles would queue on them.
void warnIfBound(distributed::MpiSession &session, unsigned threads) {
  cpu_set_t cores;
  if (sched_getaffinity(0, sizeof(cores), &cores) != 0)
    return;
  unsigned usable = CPU_COUNT(&cores);
  if (usable < threads)
    llvm::errs() << llvm::formatv(
        "cuda-agent: warning: rank {0} may use {1} cores for its {2} threads: "
        "run mpirun with --bind-to none (or --map-by slot:PE={2})\n",
        session.getRank(), usable, threads);
}

/// A worker rank's life: each batch's tasks through `play`, the
/// measurements made meanwhile sent with them; at the end, where the
/// rank's time went.
int serveBatches(distributed::MpiSession &session,
                 distributed::MeasurementOutbox &outbox,
                 ::cuda_agent::env::RewardSource &rewards, unsigned threads,
                 const std::function<llvm::Expected<std::vector<std::string>>(
                     llvm::StringRef, llvm::ArrayRef<std::string>)> &play) {
  warnIfBound(session, threads);
  llvm::Error error = distributed::serveTasks(
      session,
      [&](llvm::StringRef context, llvm::ArrayRef<std::string> tasks)
          -> llvm::Expected<distributed::BatchResults> {
        llvm::Expected<std::vector<std::string>> results = play(context, tasks);
        if (!results)
          return results.takeError();
        return distributed::BatchResults{std::move(*results), outbox.take()};
      },
      getFarmOptions());
  if (error)
    return failOnRank(session, std::move(error));
  std::string statistics = rewards.takeStatistics();
  if (!statistics.empty())
    llvm::errs() << "cuda-agent: rank " << session.getRank() << ": "
                 << statistics << "\n";
  return 0;
}

} // namespace

int serveRollouts(distributed::MpiSession &session,
                  const ::cuda_agent::policy::TrainOptions &options,
                  distributed::MeasurementOutbox &outbox) {
  ::cuda_agent::policy::RolloutWorker worker(options);
  return serveBatches(
      session, outbox, *options.rewards, std::max(1u, options.workers),
      [&](llvm::StringRef weights, llvm::ArrayRef<std::string> tasks) {
        return worker.run(weights, tasks);
      });
}

int serveTrials(distributed::MpiSession &session,
                std::shared_ptr<::cuda_agent::env::RewardSource> rewards,
                unsigned threads, distributed::MeasurementOutbox &outbox) {
  ::cuda_agent::tune::TrialWorker worker(rewards, threads);
  return serveBatches(session, outbox, *rewards, threads,
                      [&](llvm::StringRef, llvm::ArrayRef<std::string> tasks) {
                        return worker.run(tasks);
                      });
}

void selectGpuOfRank(distributed::MpiSession &session) {
  std::string gpu = distributed::selectWorkerGpu(session);
  llvm::errs() << llvm::formatv(
      "cuda-agent: rank {0} measures on {1}\n", session.getRank(),
      gpu.empty() ? std::string("the default GPU (no /dev/nvidiaN seen)")
                  : "GPU " + gpu);
}

} // namespace cuda_agent_tool
