//===- Strategies.h - what proposes a tuning run's candidates ---*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_TUNE_STRATEGIES_H
#define CUDA_AGENT_LIB_TUNE_STRATEGIES_H

#include "cuda-agent/Tune/Tune.h"

#include <random>
#include <set>

namespace cuda_agent::tune {

/// A candidate and what proposed it.
struct Proposal {
  Schedule schedule;
  std::string origin;
};

/// What every strategy sees: the kernel (on the proposing thread), the
/// trials so far and which schedules are taken (scored or proposed).
struct SearchState {
  std::shared_ptr<env::Kernel> kernel;
  const TuneResult *result = nullptr;
  std::set<std::string> taken;
  std::mt19937_64 rng;
  /// Similar kernels' fastest schedules, fitted (retrieval): what the
  /// policy's sampled episodes are guided by, in turn.
  std::vector<Schedule> guides;

  /// Whether `schedule` is legal and not taken yet; takes it if so.
  bool take(const Schedule &schedule);
  /// A uniformly random legal episode's schedule (`seed` picks it).
  Schedule randomSchedule(uint64_t seed);

private:
  /// Unrewarded episodes on the kernel, for randomSchedule.
  std::optional<env::Env> episodes;
};

class SearchStrategy {
public:
  virtual ~SearchStrategy();
  /// Up to `count` new candidates (each taken in `state`); fewer where the
  /// strategy cannot find more.
  virtual std::vector<Proposal> propose(SearchState &state, size_t count) = 0;
  /// The score of a candidate it proposed.
  virtual void observe(const Proposal &proposal,
                       const env::Evaluation &evaluation) {}
};

std::unique_ptr<SearchStrategy> createRandomStrategy();
std::unique_ptr<SearchStrategy>
createPolicyStrategy(const policy::Policy &policy);
std::unique_ptr<SearchStrategy> createBeamStrategy();
/// The first generation holds the policy's greedy schedule (where there is
/// a policy), the hand heuristic's and the policy's episode guided by each
/// of the state's guides.
std::unique_ptr<SearchStrategy>
createEvolutionaryStrategy(const policy::Policy *policy);

} // namespace cuda_agent::tune

#endif // CUDA_AGENT_LIB_TUNE_STRATEGIES_H
