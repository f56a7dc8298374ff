//===- Evaluate.h - the policy against baselines ----------------*- C++ -*-===//
//
// Scores the policy's greedy schedule of each kernel against the default
// schedule, random legal schedules (their median), a hand-written heuristic
// and the best of a random search, all by one reward source (the cost model
// or GPU measurements): the table of docs/POLICY.md.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_POLICY_EVALUATE_H
#define CUDA_AGENT_POLICY_EVALUATE_H

#include "cuda-agent/Policy/Policy.h"

#include <functional>
#include <limits>

namespace cuda_agent::policy {

/// A hand-written schedule for `kernel` by its family (contractions:
/// `wgmma` with its defaults where legal, else 64x64 blocks of 4x4 threads,
/// operands in shared memory, reduction steps of 16; rows: a block per row
/// split over 256 threads; reductions and elementwise kernels: 256 threads, 4
/// outputs each): the first legal of a few such candidates, else the default
/// (empty) schedule.
Schedule heuristicSchedule(const env::Kernel &kernel);

struct EvaluateOptions {
  std::vector<std::string> kernels;
  std::shared_ptr<env::RewardSource> rewards;
  /// Random legal episodes per kernel, for their median.
  unsigned randomEpisodes = 100;
  /// Trials of the random search (the best of them), on the first
  /// `searchKernels` kernels only (0: none).
  unsigned searchTrials = 1000;
  unsigned searchKernels = std::numeric_limits<unsigned>::max();
  /// Also score the best by the cost model of the greedy and this many
  /// sampled policy episodes (0: not), as `compile --policy --samples K`
  /// chooses without a GPU.
  unsigned policySamples = 0;
  uint64_t seed = 0;
  /// Threads scoring the schedules (compiling them in parallel; GPU
  /// measurements queue for the one worker process).
  unsigned workers = 1;
};

/// One kernel's log-speedups over the default schedule (NaN: not run).
struct KernelEvaluation {
  std::string name, family;
  double policy = 0, heuristic = 0, randomMedian = 0;
  double searchBest = std::numeric_limits<double>::quiet_NaN();
  double policySampled = std::numeric_limits<double>::quiet_NaN();
  std::string policySchedule, heuristicSchedule, searchSchedule,
      policySampledSchedule;
  /// Seconds the policy took to choose its greedy schedule on one core
  /// (legal-action masks included, a cold kernel; scoring it not).
  double policySeconds = 0;
  /// The default schedule's time by the reward source (0: unknown).
  double defaultSeconds = 0;
};

llvm::Expected<std::vector<KernelEvaluation>>
evaluate(const Policy &policy, const EvaluateOptions &options,
         const std::function<void(const KernelEvaluation &)> &onKernel = {});

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_POLICY_EVALUATE_H
