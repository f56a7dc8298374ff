//===- Train.h - PPO training of the scheduling policy ----------*- C++ -*-===//
//
// Proximal policy optimization over episodes of the environment (Env.h) on
// a corpus of kernels (docs/POLICY.md): rollouts by parallel workers (an
// Env per kernel per worker; the policy decides for all of a worker's
// episodes at once), generalized advantage estimation, the clipped
// surrogate objective with an entropy bonus and a value loss, advantage
// normalization and gradient clipping; seeded; checkpoints to resume from.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_POLICY_TRAIN_H
#define CUDA_AGENT_POLICY_TRAIN_H

#include "cuda-agent/Policy/Policy.h"

#include <functional>

namespace cuda_agent::policy {

/// Runs an update's rollout tasks in other processes (the worker ranks of
/// `train --mpi`, docs/DISTRIBUTED.md), where a RolloutWorker plays them.
class RolloutRunner {
public:
  virtual ~RolloutRunner();
  /// The rollout of each task, in order, played by the policy `weights`;
  /// task i is best run where task i ran before (its kernels are loaded
  /// there).
  virtual llvm::Expected<std::vector<std::string>>
  run(llvm::StringRef weights, llvm::ArrayRef<std::string> tasks) = 0;
};

struct TrainOptions {
  /// The kernels (.mlir files) episodes are drawn from, uniformly.
  std::vector<std::string> kernels;
  std::shared_ptr<env::RewardSource> rewards;
  /// Where the policy, checkpoint/ and metrics.jsonl/.csv go.
  std::string output;
  /// Start from this policy (a directory or "default") instead of random
  /// weights: fine-tuning.
  std::string initialPolicy;
  /// Continue from output/checkpoint.
  bool resume = false;

  /// Environment steps (actions) to train for, in all.
  uint64_t steps = 100000;
  /// Stop after the update that passes this many seconds of training, as
  /// if the steps were done (0: no limit): a device call's time budget.
  double maxSeconds = 0;
  unsigned episodesPerUpdate = 256;
  unsigned epochs = 4;
  unsigned minibatch = 512;
  double learningRate = 3e-4;
  double clip = 0.2;
  double entropyBonus = 0.01;
  double valueWeight = 0.5;
  double gamma = 1.0, lambda = 0.95;
  double maxGradientNorm = 0.5;
  /// Self-imitation (Oh et al., 2018): the weight of a loss that imitates
  /// each kernel's best episode so far where it beats the value estimate
  /// (0: plain PPO). Good schedules are rare among random ones (most
  /// actions slow a kernel down), so PPO alone learns to stop early.
  double selfImitation = 1.0;
  /// Rollout streams, each a thread with its own share of the kernels; an
  /// update's episodes are split among them. With a runner they run
  /// there, each stream's episodes the same as here.
  unsigned workers = 1;
  RolloutRunner *runner = nullptr;
  uint64_t seed = 0;
  /// Updates between checkpoints (0: only at the end).
  unsigned checkpointEvery = 10;
  PolicyConfig config;
  /// Recorded in policy.json (the corpus, the reward, the device...).
  llvm::json::Object description;
};

/// One PPO update: the episodes collected for it and what the update did.
struct UpdateMetrics {
  unsigned update = 0;
  uint64_t episodes = 0, steps = 0;
  double seconds = 0, episodesPerSecond = 0;
  /// This update's episodes: mean reward, geometric-mean speedup over the
  /// default schedule (exp of the mean log-speedup), the best, and the
  /// fraction faster than the default.
  double meanReward = 0, geomeanSpeedup = 0, bestSpeedup = 0,
         fasterFraction = 0;
  /// Episodes whose schedule failed (compile, run, wrong result).
  unsigned failures = 0;
  double policyLoss = 0, valueLoss = 0, entropy = 0, approxKl = 0,
         clipFraction = 0;
  /// Self-imitation: its loss, and the mean reward of the best episodes it
  /// imitates (one per kernel played so far).
  double imitationLoss = 0, bestMeanReward = 0;
  llvm::json::Object toJson() const;
};

/// Trains, writing output/policy.{pt,json}; calls `onUpdate` after each
/// update (progress, metrics).
llvm::Expected<Policy>
train(const TrainOptions &options,
      const std::function<void(const UpdateMetrics &)> &onUpdate = {});

/// Plays the rollout tasks of a train() with the same options (kernels,
/// workers, seed) that runs in another process, by RolloutRunner. The tasks
/// of one run() play in parallel, one thread each.
class RolloutWorker {
public:
  /// `options.rewards` scores the episodes here.
  explicit RolloutWorker(const TrainOptions &options);
  ~RolloutWorker();
  llvm::Expected<std::vector<std::string>>
  run(llvm::StringRef weights, llvm::ArrayRef<std::string> tasks);

  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_POLICY_TRAIN_H
