//===- Evaluate.cpp - the policy against baselines ------------------------===//

#include "cuda-agent/Policy/Evaluate.h"

#include "cuda-agent/Env/Kernel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

using namespace cuda_agent;
using namespace cuda_agent::policy;

Schedule policy::heuristicSchedule(const env::Kernel &kernel) {
  const std::vector<int64_t> &sizes = kernel.getLoopSizes();
  const std::vector<unsigned> &parallel = kernel.getParallelLoops();
  const std::vector<unsigned> &reduction = kernel.getReductionLoops();
  size_t innermost = parallel.size();
  std::vector<Schedule> candidates;
  // Tiles per parallel loop: the innermost `tiles.size()` get `tiles`, the
  // others 1 (one index per block) or 0 (whole: thread tiles).
  auto parallelTiles = [&](std::vector<int64_t> inner, int64_t rest) {
    std::vector<int64_t> tiles(innermost, rest);
    for (size_t i = 0; i < inner.size() && i < innermost; ++i)
      tiles[innermost - 1 - i] = inner[i];
    return tiles;
  };
  auto innerSize = [&](size_t fromInnermost) {
    return sizes[parallel[innermost - 1 - fromInnermost]];
  };
  bool rowLike = !reduction.empty() &&
                 reduction.back() == sizes.size() - 1 &&
                 kernel.getFamilyName() != "contraction";
  if (kernel.getFamilyName() == "contraction" && innermost >= 2) {
    // Hopper's tensor cores with their defaults, where the kernel allows.
    Schedule wgmma;
    wgmma.wgmma = true;
    candidates.push_back(wgmma);
    for (int64_t blockTile : {64, 32}) {
      int64_t x = largestDivisorAtMost(innerSize(0), blockTile);
      int64_t y = largestDivisorAtMost(innerSize(1), blockTile);
      for (bool promote : {true, false}) {
        Schedule schedule;
        schedule.block = parallelTiles({x, y}, 1);
        schedule.thread = parallelTiles({largestDivisorAtMost(x, 4),
                                         largestDivisorAtMost(y, 4)},
                                        0);
        std::vector<int64_t> reduce(reduction.size(), 1);
        reduce.back() = largestDivisorAtMost(sizes[reduction.back()], 16);
        schedule.reduce = reduce;
        if (promote && kernel.getInputCount() >= 2)
          schedule.promote = std::vector<int64_t>{0, 1};
        candidates.push_back(schedule);
      }
    }
  } else if (rowLike) {
    Schedule schedule;
    schedule.block = std::vector<int64_t>(innermost, 1);
    schedule.split = largestDivisorAtMost(sizes[reduction.back()], 256);
    candidates.push_back(schedule);
  } else if (innermost >= 1) {
    // 256 threads along the innermost parallel loop, 4 outputs each.
    int64_t block = largestDivisorAtMost(innerSize(0), 1024);
    Schedule schedule;
    schedule.block = parallelTiles({block}, 1);
    schedule.thread =
        parallelTiles({largestDivisorAtMost(block, block / 256 > 1 ? 4 : 1)}, 0);
    candidates.push_back(schedule);
  }
  for (const Schedule &candidate : candidates)
    if (kernel.isLegal(candidate))
      return candidate;
  return Schedule();
}

namespace {

/// A schedule to score and where its reward goes: the schedules of all
/// kernels are chosen first (the policy, the heuristic, random episodes),
/// then scored by the worker threads.
struct ScoringJob {
  size_t kernel;
  Schedule schedule;
  double *reward;
  /// The default schedule's time, where this job reports it.
  double *baselineSeconds = nullptr;
};

/// One kernel's results while they are being scored.
struct PendingKernel {
  std::string path;
  KernelEvaluation result;
  std::vector<double> randomRewards, searchRewards;
  std::vector<std::string> searchSchedules;
  size_t unscored = 0;
};

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle]
                           : (values[middle - 1] + values[middle]) / 2;
}

/// Chooses the schedules of one kernel and adds their jobs.
llvm::Error chooseSchedules(const Policy &policy,
                            const EvaluateOptions &options, size_t index,
                            PendingKernel &pending,
                            std::vector<ScoringJob> &jobs) {
  llvm::Expected<std::shared_ptr<env::Kernel>> kernel =
      env::Kernel::load(pending.path);
  if (!kernel)
    return kernel.takeError();
  KernelEvaluation &result = pending.result;
  result.name = (*kernel)->getName();
  result.family = (*kernel)->getFamilyName().str();
  auto addJob = [&](llvm::StringRef text, double *reward,
                    double *baselineSeconds = nullptr) -> llvm::Error {
    llvm::Expected<Schedule> schedule = Schedule::parse(text);
    if (!schedule)
      return schedule.takeError();
    jobs.push_back({index, std::move(*schedule), reward, baselineSeconds});
    return llvm::Error::success();
  };

  // The policy's own time (its decisions and the legality masks, on a cold
  // kernel), apart from scoring the schedule.
  env::Env unscored = env::Env::create(*kernel, env::createZeroReward());
  auto started = std::chrono::steady_clock::now();
  Episode greedy = policy.play(unscored, Mode::Greedy);
  result.policySeconds = std::chrono::duration<double>(
                             std::chrono::steady_clock::now() - started)
                             .count();
  result.policySchedule = greedy.schedule;
  if (llvm::Error error = addJob(greedy.schedule, &result.policy,
                                 &result.defaultSeconds))
    return error;

  if (options.policySamples) {
    Policy::ChooseOptions sampling;
    sampling.mode = Mode::Sample;
    sampling.samples = options.policySamples;
    sampling.seed = options.seed;
    result.policySampledSchedule = policy.choose(*kernel, sampling).schedule;
    if (llvm::Error error =
            addJob(result.policySampledSchedule, &result.policySampled))
      return error;
  }

  Schedule heuristic = heuristicSchedule(**kernel);
  result.heuristicSchedule = heuristic.str();
  jobs.push_back({index, heuristic, &result.heuristic});

  // Random legal episodes: each step uniform over the legal actions.
  auto randomSchedule = [&](uint64_t seed) {
    unscored.reset(seed);
    while (!unscored.done())
      unscored.step(unscored.sampleAction());
    return unscored.schedule();
  };
  pending.randomRewards.resize(options.randomEpisodes);
  for (unsigned episode = 0; episode < options.randomEpisodes; ++episode)
    if (llvm::Error error = addJob(randomSchedule(options.seed + episode),
                                   &pending.randomRewards[episode]))
      return error;
  if (index < options.searchKernels && options.searchTrials) {
    pending.searchRewards.resize(options.searchTrials);
    for (unsigned trial = 0; trial < options.searchTrials; ++trial) {
      pending.searchSchedules.push_back(
          randomSchedule(options.seed + 1000003 + trial));
      if (llvm::Error error = addJob(pending.searchSchedules.back(),
                                     &pending.searchRewards[trial]))
        return error;
    }
  }
  return llvm::Error::success();
}

/// The kernel's summary once all of its schedules are scored: the random
/// median and the search's best (the earliest trial on ties, so any number
/// of workers agrees).
void summarize(PendingKernel &pending) {
  KernelEvaluation &result = pending.result;
  result.randomMedian = median(pending.randomRewards);
  for (auto [trial, reward] : llvm::enumerate(pending.searchRewards))
    if (std::isnan(result.searchBest) || reward > result.searchBest) {
      result.searchBest = reward;
      result.searchSchedule = pending.searchSchedules[trial];
    }
}

} // namespace

llvm::Expected<std::vector<KernelEvaluation>>
policy::evaluate(const Policy &policy, const EvaluateOptions &options,
                 const std::function<void(const KernelEvaluation &)> &onKernel) {
  std::shared_ptr<env::RewardSource> rewards =
      options.rewards ? options.rewards : env::createModelReward();
  std::vector<PendingKernel> pending(options.kernels.size());
  std::vector<ScoringJob> jobs;
  for (auto [index, path] : llvm::enumerate(options.kernels)) {
    pending[index].path = path;
    if (llvm::Error error =
            chooseSchedules(policy, options, index, pending[index], jobs))
      return std::move(error);
  }
  for (const ScoringJob &job : jobs)
    ++pending[job.kernel].unscored;

  // Workers take the jobs in order (kernel by kernel), each on kernels it
  // loads itself: a kernel's MLIR context is used by one thread.
  std::mutex mutex;
  std::condition_variable scored;
  std::atomic<size_t> next{0};
  std::string loadError;
  auto work = [&] {
    std::shared_ptr<env::Kernel> kernel;
    size_t loaded = pending.size();
    for (size_t i; (i = next++) < jobs.size();) {
      ScoringJob &job = jobs[i];
      if (job.kernel != loaded) {
        llvm::Expected<std::shared_ptr<env::Kernel>> reloaded =
            env::Kernel::load(pending[job.kernel].path);
        if (!reloaded) {
          std::lock_guard<std::mutex> lock(mutex);
          loadError = llvm::toString(reloaded.takeError());
          next = jobs.size();
          break;
        }
        kernel = std::move(*reloaded);
        loaded = job.kernel;
      }
      env::Evaluation evaluation = rewards->evaluate(*kernel, job.schedule);
      std::lock_guard<std::mutex> lock(mutex);
      *job.reward = evaluation.reward;
      if (job.baselineSeconds)
        *job.baselineSeconds = evaluation.baselineSeconds;
      --pending[job.kernel].unscored;
      scored.notify_one();
    }
    std::lock_guard<std::mutex> lock(mutex);
    scored.notify_one();
  };
  std::vector<std::thread> workers;
  for (unsigned worker = 0; worker < std::max(1u, options.workers); ++worker)
    workers.emplace_back(work);

  // Report the kernels in order as they finish.
  std::vector<KernelEvaluation> results;
  for (PendingKernel &kernel : pending) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      scored.wait(lock, [&] {
        return kernel.unscored == 0 || !loadError.empty();
      });
      if (!loadError.empty())
        break;
    }
    summarize(kernel);
    if (onKernel)
      onKernel(kernel.result);
    results.push_back(std::move(kernel.result));
  }
  for (std::thread &worker : workers)
    worker.join();
  if (!loadError.empty())
    return llvm::createStringError(loadError);
  return results;
}
