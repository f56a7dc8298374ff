//===- Evaluate.cpp - the policy against baselines ------------------------===//

#include "cuda-agent/Policy/Evaluate.h"

#include "cuda-agent/Env/Kernel.h"

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace cuda_agent;
using namespace cuda_agent::policy;

namespace {

int64_t largestDivisorAtMost(int64_t size, int64_t limit) {
  for (int64_t tile = std::min(size, limit); tile > 1; --tile)
    if (size % tile == 0)
      return tile;
  return 1;
}

} // namespace

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

llvm::Expected<std::vector<KernelEvaluation>>
policy::evaluate(const Policy &policy, const EvaluateOptions &options,
                 const std::function<void(const KernelEvaluation &)> &onKernel) {
  std::shared_ptr<env::RewardSource> rewards =
      options.rewards ? options.rewards : env::createModelReward();
  std::vector<KernelEvaluation> results;
  for (auto [index, path] : llvm::enumerate(options.kernels)) {
    llvm::Expected<std::shared_ptr<env::Kernel>> kernel = env::Kernel::load(path);
    if (!kernel)
      return kernel.takeError();
    env::Env environment = env::Env::create(*kernel, rewards, options.seed);
    KernelEvaluation result;
    result.name = (*kernel)->getName();
    result.family = (*kernel)->getFamilyName().str();

    // The policy's own time (its decisions and the legality masks), apart
    // from scoring the schedule: an episode on an Env that scores nothing.
    env::Env unscored = env::Env::create(*kernel, env::createZeroReward());
    auto started = std::chrono::steady_clock::now();
    policy.play(unscored, Mode::Greedy);
    result.policySeconds = std::chrono::duration<double>(
                               std::chrono::steady_clock::now() - started)
                               .count();
    Episode greedy = policy.play(environment, Mode::Greedy);
    result.policy = greedy.last.reward;
    result.policySchedule = greedy.schedule;
    result.defaultSeconds = greedy.last.baselineSeconds;

    if (options.policySamples) {
      Policy::ChooseOptions sampling;
      sampling.mode = Mode::Sample;
      sampling.samples = options.policySamples;
      sampling.seed = options.seed;
      Policy::Choice choice = policy.choose(*kernel, sampling);
      llvm::Expected<Schedule> chosen = Schedule::parse(choice.schedule);
      if (!chosen)
        return chosen.takeError();
      result.policySampled = rewards->evaluate(**kernel, *chosen).reward;
      result.policySampledSchedule = choice.schedule;
    }

    Schedule heuristic = heuristicSchedule(**kernel);
    result.heuristic = rewards->evaluate(**kernel, heuristic).reward;
    result.heuristicSchedule = heuristic.str();

    // Random legal episodes: each step uniform over the legal actions.
    auto randomEpisode = [&](uint64_t seed) {
      environment.reset(seed);
      env::StepResult last;
      while (!environment.done())
        last = environment.step(environment.sampleAction());
      return last;
    };
    std::vector<double> randomRewards;
    for (unsigned episode = 0; episode < options.randomEpisodes; ++episode)
      randomRewards.push_back(randomEpisode(options.seed + episode).reward);
    if (!randomRewards.empty()) {
      std::sort(randomRewards.begin(), randomRewards.end());
      size_t middle = randomRewards.size() / 2;
      result.randomMedian =
          randomRewards.size() % 2
              ? randomRewards[middle]
              : (randomRewards[middle - 1] + randomRewards[middle]) / 2;
    }
    if (index < options.searchKernels && options.searchTrials) {
      for (unsigned trial = 0; trial < options.searchTrials; ++trial) {
        env::StepResult last = randomEpisode(options.seed + 1000003 + trial);
        if (std::isnan(result.searchBest) || last.reward > result.searchBest) {
          result.searchBest = last.reward;
          result.searchSchedule = last.schedule;
        }
      }
    }
    if (onKernel)
      onKernel(result);
    results.push_back(std::move(result));
  }
  return results;
}
