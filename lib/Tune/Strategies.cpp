//===- Strategies.cpp - what proposes a tuning run's candidates -----------===//

#include "Strategies.h"

#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Policy/Evaluate.h"
#include "cuda-agent/Policy/Policy.h"

#include <algorithm>
#include <deque>
#include <map>

using namespace cuda_agent;
using namespace cuda_agent::tune;

bool SearchState::take(const Schedule &schedule) {
  std::string text = schedule.str();
  if (taken.count(text) || !kernel->isLegal(schedule))
    return false;
  taken.insert(std::move(text));
  return true;
}

namespace {

/// The schedule an episode built (its action string always parses).
Schedule scheduleOf(const env::Env &episode) {
  llvm::Expected<Schedule> schedule = Schedule::parse(episode.schedule());
  if (!schedule) {
    llvm::consumeError(schedule.takeError());
    return Schedule();
  }
  return *schedule;
}

/// Episodes with no reward: for proposing schedules.
env::Env createEpisodes(const SearchState &state) {
  return env::Env::create(state.kernel, env::createZeroReward());
}

/// Fills `proposals` up to `count` with random legal schedules.
void fillWithRandom(SearchState &state, size_t count,
                    std::vector<Proposal> &proposals) {
  for (size_t attempt = 0; proposals.size() < count && attempt < 64 * count;
       ++attempt) {
    Schedule schedule = state.randomSchedule(state.rng());
    if (state.take(schedule))
      proposals.push_back({std::move(schedule), "random"});
  }
}

class RandomStrategy : public SearchStrategy {
public:
  std::vector<Proposal> propose(SearchState &state, size_t count) override {
    std::vector<Proposal> proposals;
    fillWithRandom(state, count, proposals);
    return proposals;
  }
};

class PolicyStrategy : public SearchStrategy {
public:
  explicit PolicyStrategy(const policy::Policy &policy) : policy(policy) {}

  std::vector<Proposal> propose(SearchState &state, size_t count) override {
    if (!episodes)
      episodes = createEpisodes(state);
    std::vector<Proposal> proposals;
    // Sampled episodes take the guides (retrieval) in turn, then one
    // unguided. Sampling repeats itself once the policy is sure: random
    // schedules fill what it cannot.
    for (size_t attempt = 0; proposals.size() < count && attempt < 16 * count;
         ++attempt) {
      policy::Mode mode =
          played++ ? policy::Mode::Sample : policy::Mode::Greedy;
      size_t turn = played % (state.guides.size() + 1);
      const Schedule *guide =
          mode == policy::Mode::Sample && turn < state.guides.size()
              ? &state.guides[turn]
              : nullptr;
      policy.play(*episodes, mode, state.rng(), guide);
      Schedule schedule = scheduleOf(*episodes);
      if (state.take(schedule))
        proposals.push_back({std::move(schedule), guide ? "guided" : "policy"});
    }
    fillWithRandom(state, count, proposals);
    return proposals;
  }

private:
  const policy::Policy &policy;
  std::optional<env::Env> episodes;
  unsigned played = 0;
};

/// Best-first search over episode states: each state is scored by its
/// schedule completed with the defaults; the best ones are extended by
/// their actions the cost model likes best.
class BeamStrategy : public SearchStrategy {
public:
  std::vector<Proposal> propose(SearchState &state, size_t count) override {
    if (!started) {
      env::Env root = createEpisodes(state);
      root.reset();
      push({std::move(root), 0});
      started = true;
    }
    std::vector<Proposal> proposals;
    // Fewer states than the width: more of each one's children.
    size_t width = std::max<size_t>(1, std::min(kWidth, frontier.size()));
    size_t perState = std::max<size_t>(1, (count + width - 1) / width);
    while (proposals.size() < count && !frontier.empty()) {
      std::pop_heap(frontier.begin(), frontier.end(), byReward);
      Node node = std::move(frontier.back());
      frontier.pop_back();
      extend(state, node, std::min(perState, count - proposals.size()),
             proposals);
    }
    fillWithRandom(state, count, proposals);
    return proposals;
  }

  void observe(const Proposal &proposal,
               const env::Evaluation &evaluation) override {
    auto found = pending.find(proposal.schedule.str());
    if (found == pending.end())
      return;
    if (!found->second.done() && evaluation.outcome == env::Outcome::Measured)
      push({std::move(found->second), evaluation.reward});
    pending.erase(found);
  }

private:
  /// States extended per batch.
  static constexpr size_t kWidth = 4;

  struct Node {
    env::Env state;
    double reward;
  };
  static bool byReward(const Node &a, const Node &b) {
    return a.reward < b.reward;
  }
  void push(Node node) {
    frontier.push_back(std::move(node));
    std::push_heap(frontier.begin(), frontier.end(), byReward);
  }

  /// Proposes `node`'s `count` children the cost model ranks best.
  void extend(SearchState &state, const Node &node, size_t count,
              std::vector<Proposal> &proposals) {
    struct Child {
      double modelSeconds;
      env::Env state;
      Schedule schedule;
    };
    std::vector<Child> children;
    size_t unfinished = 0;
    for (const env::Action &action : node.state.legalActions()) {
      if (action.kind == env::StepKind::Stop)
        continue;
      env::Env child = node.state.fork();
      child.step(action);
      Schedule schedule = scheduleOf(child);
      if (state.taken.count(schedule.str()))
        continue;
      if (!state.kernel->isLegal(schedule)) {
        // Legal only once a later action comes (a row's block before its
        // split): worth what its parent is, extended later.
        if (!child.done() && unfinished++ < count)
          push({std::move(child), node.reward});
        continue;
      }
      double seconds = state.kernel->estimateSeconds(schedule);
      children.push_back({seconds, std::move(child), std::move(schedule)});
    }
    std::stable_sort(children.begin(), children.end(),
                     [](const Child &a, const Child &b) {
                       return a.modelSeconds < b.modelSeconds;
                     });
    for (size_t i = 0, taken = 0; i < children.size() && taken < count; ++i) {
      if (!state.take(children[i].schedule))
        continue;
      ++taken;
      pending.emplace(children[i].schedule.str(), std::move(children[i].state));
      proposals.push_back({std::move(children[i].schedule), "beam"});
    }
  }

  bool started = false;
  std::vector<Node> frontier;
  /// Proposed children by their schedule, until scored.
  std::map<std::string, env::Env> pending;
};

class EvolutionaryStrategy : public SearchStrategy {
public:
  explicit EvolutionaryStrategy(const policy::Policy *policy)
      : policy(policy) {}

  std::vector<Proposal> propose(SearchState &state, size_t count) override {
    if (!started) {
      started = true;
      firstGeneration(state);
    }
    std::vector<Proposal> proposals;
    while (proposals.size() < count && !first.empty()) {
      proposals.push_back(std::move(first.front()));
      first.pop_front();
    }
    std::vector<std::pair<double, Schedule>> population =
        selectPopulation(*state.result);
    if (population.size() >= kMinParents) {
      auto tournament = [&]() -> const Schedule & {
        std::uniform_int_distribution<size_t> pick(0, population.size() - 1);
        size_t best = pick(state.rng);
        for (int round = 1; round < 3; ++round)
          best = std::min(best, pick(state.rng)); // sorted: lower is better
        return population[best].second;
      };
      std::bernoulli_distribution coin(0.5), incumbent(kIncumbentShare);
      for (size_t attempt = 0; proposals.size() < count && attempt < 32 * count;
           ++attempt) {
        Schedule child;
        std::string origin;
        if (incumbent(state.rng)) {
          child = mutate(state, population.front().second);
          origin = "mutation";
        } else if (coin(state.rng)) {
          child = crossover(tournament(), tournament(), state.rng);
          origin = "crossover";
          if (coin(state.rng))
            child = mutate(state, child);
        } else {
          child = mutate(state, tournament());
          origin = "mutation";
        }
        if (state.take(child))
          proposals.push_back({std::move(child), std::move(origin)});
      }
    }
    fillWithRandom(state, count, proposals);
    return proposals;
  }

private:
  static constexpr size_t kPopulation = 16, kMinParents = 4;
  /// Offspring that are the best schedule's mutations: the search near it
  /// (a tile or factor off by two) that the last 5% usually needs.
  static constexpr double kIncumbentShare = 0.25;

  /// The policy's greedy schedule, the heuristic's and the policy's
  /// episodes guided by each guide: proposed before any offspring.
  void firstGeneration(SearchState &state) {
    std::optional<env::Env> episodes;
    auto play = [&](policy::Mode mode, const Schedule *guide,
                    llvm::StringRef origin) {
      if (!episodes)
        episodes = createEpisodes(state);
      uint64_t seed = mode == policy::Mode::Sample ? state.rng() : 0;
      policy->play(*episodes, mode, seed, guide);
      Schedule schedule = scheduleOf(*episodes);
      if (state.take(schedule))
        first.push_back({std::move(schedule), origin.str()});
    };
    if (policy)
      play(policy::Mode::Greedy, nullptr, "policy");
    Schedule heuristic = policy::heuristicSchedule(*state.kernel);
    if (state.take(heuristic))
      first.push_back({std::move(heuristic), "heuristic"});
    if (policy)
      for (const Schedule &guide : state.guides)
        play(policy::Mode::Sample, &guide, "guided");
  }

  /// The best measured schedules, best first.
  static std::vector<std::pair<double, Schedule>>
  selectPopulation(const TuneResult &result) {
    std::vector<std::pair<double, Schedule>> population;
    for (const Trial &trial : result.trials) {
      if (trial.evaluation.outcome != env::Outcome::Measured)
        continue;
      llvm::Expected<Schedule> schedule = Schedule::parse(trial.schedule);
      if (!schedule) {
        llvm::consumeError(schedule.takeError());
        continue;
      }
      population.emplace_back(trial.evaluation.reward, std::move(*schedule));
    }
    std::stable_sort(
        population.begin(), population.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    if (population.size() > kPopulation)
      population.resize(kPopulation);
    return population;
  }

  static Schedule crossover(const Schedule &a, const Schedule &b,
                            std::mt19937_64 &rng) {
    std::bernoulli_distribution coin(0.5);
    Schedule child = a;
    // The actions an episode decides (fuse is the kernel's).
    for (size_t kind = 0; kind + 1 < env::kStepKinds; ++kind)
      if (coin(rng))
        child.copyAction(env::getActionKind(env::StepKind(kind)), b);
    return child;
  }

  /// One action redrawn from a random legal schedule, or one tile or
  /// factor doubled or halved.
  static Schedule mutate(SearchState &state, const Schedule &parent) {
    Schedule child = parent;
    std::mt19937_64 &rng = state.rng;
    if (std::bernoulli_distribution(0.5)(rng)) {
      Schedule other = state.randomSchedule(rng());
      std::uniform_int_distribution<size_t> pick(0, env::kStepKinds - 2);
      child.copyAction(env::getActionKind(env::StepKind(pick(rng))), other);
      return child;
    }
    std::vector<int64_t *> values;
    for (std::optional<std::vector<int64_t>> *tiles :
         {&child.block, &child.thread, &child.reduce})
      if (*tiles)
        for (int64_t &tile : **tiles)
          if (tile > 0)
            values.push_back(&tile);
    for (std::optional<int64_t> *factor :
         {&child.split, &child.splitk, &child.pipeline, &child.unroll,
          &child.vector})
      if (*factor)
        values.push_back(&**factor);
    if (values.empty())
      return child;
    int64_t &value = *values[std::uniform_int_distribution<size_t>(
        0, values.size() - 1)(rng)];
    if (value % 2 == 0 && std::bernoulli_distribution(0.5)(rng))
      value /= 2;
    else
      value *= 2;
    return child;
  }

  const policy::Policy *policy;
  bool started = false;
  std::deque<Proposal> first;
};

} // namespace

Schedule SearchState::randomSchedule(uint64_t seed) {
  if (!episodes)
    episodes = createEpisodes(*this);
  episodes->reset(seed);
  while (!episodes->done())
    episodes->step(episodes->sampleAction());
  return scheduleOf(*episodes);
}

SearchStrategy::~SearchStrategy() = default;

std::unique_ptr<SearchStrategy> tune::createRandomStrategy() {
  return std::make_unique<RandomStrategy>();
}
std::unique_ptr<SearchStrategy>
tune::createPolicyStrategy(const policy::Policy &policy) {
  return std::make_unique<PolicyStrategy>(policy);
}
std::unique_ptr<SearchStrategy> tune::createBeamStrategy() {
  return std::make_unique<BeamStrategy>();
}
std::unique_ptr<SearchStrategy>
tune::createEvolutionaryStrategy(const policy::Policy *policy) {
  return std::make_unique<EvolutionaryStrategy>(policy);
}
