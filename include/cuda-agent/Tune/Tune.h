//===- Tune.h - measured search for a kernel's schedule ---------*- C++ -*-===//
//
// `cuda-agent tune` (issue #8, docs/EXPERIENCE.md): a search over a
// kernel's legal schedules that measures every candidate (a trial) with a
// reward source (the GPU; the cost model for tests) until a budget of
// trials is spent. It starts from experience: the kernel's own best record
// and the best schedules of similar kernels in the experience database,
// fitted to this kernel's loop sizes; then a strategy proposes the rest:
//   random        uniformly random legal episodes;
//   policy        the policy's greedy episode, then its sampled ones;
//   beam          best-first over partial schedules: the best measured
//                 states are extended by their most promising actions by
//                 the cost model, each extension measured as completed by
//                 the defaults;
//   evolutionary  a population of the best measured schedules, bred by
//                 crossover (action by action) and mutation (an action
//                 redrawn, or a tile or factor doubled or halved).
// Candidates are proposed in batches and scored in parallel (each worker
// compiling on its own copy of the kernel; GPU measurements queue).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_TUNE_TUNE_H
#define CUDA_AGENT_TUNE_TUNE_H

#include "cuda-agent/Env/Env.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cuda_agent {
namespace env {
class Kernel;
} // namespace env
namespace experience {
class ExperienceDb;
} // namespace experience
namespace policy {
class Policy;
} // namespace policy

namespace tune {

enum class Strategy { Policy, Beam, Evolutionary, Random };
llvm::StringRef getStrategyName(Strategy strategy);
std::optional<Strategy> parseStrategy(llvm::StringRef name);

/// Another kernel's `schedule` fitted to `kernel` (of the same structural
/// signature, other loop sizes): each tile becomes the largest divisor of
/// its loop (or of the block tile, for thread tiles) at most as large,
/// split and splitk likewise; where that is still illegal, actions are
/// dropped (vector, unroll, splitk, split, promote, thread, reduce, then
/// interchange) until it is legal. None if nothing of it is legal.
std::optional<Schedule> adaptSchedule(const env::Kernel &kernel,
                                      const Schedule &schedule);

/// The fastest `recordsEach` records of up to `limit` kernels similar to
/// `kernel` on `device` (empty: any GPU; ExperienceDb::findSimilar), each
/// fitted to `kernel` (adaptSchedule) and named by its kernel, by rank:
/// every neighbour's fastest (nearest first), then every one's second...;
/// records that do not parse or fit, and repeats once fitted, are left out.
llvm::Expected<std::vector<std::pair<std::string, Schedule>>>
retrieveSimilarSchedules(experience::ExperienceDb &database,
                         const env::Kernel &kernel, llvm::StringRef device,
                         size_t limit, size_t recordsEach = 1);

/// Scores a batch of trials in other processes (the worker ranks of
/// `tune --mpi`, docs/DISTRIBUTED.md), where a TrialWorker runs them.
class TrialRunner {
public:
  virtual ~TrialRunner();
  /// The result of each task, in order.
  virtual llvm::Expected<std::vector<std::string>>
  run(llvm::ArrayRef<std::string> tasks) = 0;
};

/// Scores the tasks a TrialRunner sends (a kernel file and a schedule
/// each) with its own reward source, `threads` at a time, each thread with
/// its own copy of a kernel (loaded on first use).
class TrialWorker {
public:
  TrialWorker(std::shared_ptr<env::RewardSource> rewards, unsigned threads);
  ~TrialWorker();
  llvm::Expected<std::vector<std::string>>
  run(llvm::ArrayRef<std::string> tasks);

  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

struct TuneOptions {
  Strategy strategy = Strategy::Evolutionary;
  /// Trials: distinct schedules scored (the default schedule is not one).
  unsigned budget = 64;
  std::shared_ptr<env::RewardSource> rewards;
  /// The policy strategy's, and a first candidate of the evolutionary
  /// one's (none: the policy strategy cannot run).
  const policy::Policy *policy = nullptr;
  /// Where experience comes from (none: the search starts cold): the
  /// kernel's best record on `device` and the `recordsEach` fastest of up
  /// to `neighbours` similar kernels (retrieveSimilarSchedules) are tried
  /// first; with `guide`, the neighbours' fastest also guide the policy's
  /// sampled episodes (policy and evolutionary strategies; Policy::play).
  experience::ExperienceDb *database = nullptr;
  std::string device;
  unsigned neighbours = 4;
  unsigned recordsEach = 2;
  bool guide = true;
  /// For a reward source that records nothing itself (the cost model):
  /// the device name the trials are recorded in `database` under (e.g.
  /// experience::kCostModelDevice); empty: not recorded here.
  std::string recordAs;
  /// Feedback-to-plan (Attribution.h): whenever the best schedule changes,
  /// it is profiled and the attribution rules' proposals are tried next,
  /// their outcomes recorded in `database`. Off where the reward source
  /// reads no counters (the cost model).
  bool attribution = true;
  /// Candidates proposed at once, and threads scoring them.
  unsigned batch = 8;
  unsigned workers = 1;
  /// Where batches are scored instead of here (`rewards` still profiles).
  TrialRunner *runner = nullptr;
  uint64_t seed = 0;
};

struct Trial {
  std::string schedule;
  /// What proposed it: database, retrieval (with the neighbour's name),
  /// attribution (with the rule), policy, guided (the policy guided by a
  /// neighbour's schedule), heuristic, random, beam, crossover, mutation.
  std::string origin;
  env::Evaluation evaluation;
};

/// What an attribution rule proposed and how it measured.
struct AttributionOutcome {
  std::string rule, evidence, before, after;
  /// The rewards of the profiled schedule and of the proposal (negative
  /// for a failed one).
  double beforeReward = 0, afterReward = 0;
  bool helped = false;
};

struct TuneResult {
  std::string kernel;
  Strategy strategy = Strategy::Evolutionary;
  /// In the order they were scored (a batch in proposal order).
  std::vector<Trial> trials;
  /// The default schedule's time by the reward source (0: unknown).
  double defaultSeconds = 0;
  /// Schedules experience seeded the search with (scored first).
  unsigned seeds = 0;
  std::vector<AttributionOutcome> attributions;
  /// Why the best schedule was not profiled, where it was not.
  std::string attributionNote;
  /// Why trials stopped being recorded (TuneOptions::recordAs), if so.
  std::string recordNote;

  /// The best measured trial (none: none measured, or none beat the
  /// default schedule), the earliest of equal ones.
  std::optional<size_t> best() const;
  /// The best reward among the first `trials` trials (0: the default
  /// schedule's).
  double bestRewardWithin(size_t trials) const;
  /// Trials until one earned at least `reward` (0: none did).
  size_t trialsToReach(double reward) const;
};

/// Tunes the kernel at `kernelPath`; `onTrial` sees the result after each
/// trial (a progress bar). Fails on a kernel that does not load, or a
/// strategy that lacks what it needs (policy without a policy).
llvm::Expected<TuneResult>
tune(llvm::StringRef kernelPath, const TuneOptions &options,
     const std::function<void(const TuneResult &)> &onTrial = {});

} // namespace tune
} // namespace cuda_agent

#endif // CUDA_AGENT_TUNE_TUNE_H
