//===- Tune.cpp - measured search for a kernel's schedule -----------------===//

#include "cuda-agent/Tune/Tune.h"

#include "Strategies.h"

#include "cuda-agent/Distributed/Wire.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Tune/Attribution.h"

#include <atomic>
#include <cmath>
#include <deque>
#include <map>
#include <set>
#include <thread>

using namespace cuda_agent;
using namespace cuda_agent::tune;

llvm::StringRef tune::getStrategyName(Strategy strategy) {
  switch (strategy) {
  case Strategy::Policy:
    return "policy";
  case Strategy::Beam:
    return "beam";
  case Strategy::Evolutionary:
    return "evolutionary";
  case Strategy::Random:
    return "random";
  }
  llvm_unreachable("unknown strategy");
}

std::optional<Strategy> tune::parseStrategy(llvm::StringRef name) {
  for (Strategy strategy : {Strategy::Policy, Strategy::Beam,
                            Strategy::Evolutionary, Strategy::Random})
    if (getStrategyName(strategy) == name)
      return strategy;
  return std::nullopt;
}

std::optional<size_t> TuneResult::best() const {
  std::optional<size_t> best;
  double bestReward = 0;
  for (auto [index, trial] : llvm::enumerate(trials))
    if (trial.evaluation.outcome == env::Outcome::Measured &&
        trial.evaluation.reward > bestReward) {
      best = index;
      bestReward = trial.evaluation.reward;
    }
  return best;
}

double TuneResult::bestRewardWithin(size_t count) const {
  double best = 0;
  for (size_t i = 0; i < std::min(count, trials.size()); ++i)
    if (trials[i].evaluation.outcome == env::Outcome::Measured)
      best = std::max(best, trials[i].evaluation.reward);
  return best;
}

size_t TuneResult::trialsToReach(double reward) const {
  for (auto [index, trial] : llvm::enumerate(trials))
    if (trial.evaluation.outcome == env::Outcome::Measured &&
        trial.evaluation.reward >= reward)
      return index + 1;
  return 0;
}

namespace {

/// A recorded schedule fitted to `kernel`; none for a record that does not
/// parse (an older action grammar) or fit.
std::optional<Schedule> fitRecorded(const env::Kernel &kernel,
                                    llvm::StringRef text) {
  llvm::Expected<Schedule> schedule = Schedule::parse(text);
  if (!schedule) {
    llvm::consumeError(schedule.takeError());
    return std::nullopt;
  }
  return adaptSchedule(kernel, *schedule);
}

} // namespace

llvm::Expected<std::vector<std::pair<std::string, Schedule>>>
tune::retrieveSimilarSchedules(experience::ExperienceDb &database,
                               const env::Kernel &kernel,
                               llvm::StringRef device, size_t limit,
                               size_t recordsEach) {
  llvm::Expected<std::vector<experience::Neighbour>> neighbours =
      database.findSimilar(kernel.describe(), device, limit, recordsEach);
  if (!neighbours)
    return neighbours.takeError();
  std::vector<std::pair<std::string, Schedule>> schedules;
  std::set<std::string> fitted;
  for (size_t rank = 0; rank < recordsEach; ++rank)
    for (const experience::Neighbour &neighbour : *neighbours)
      if (rank < neighbour.records.size())
        if (std::optional<Schedule> schedule =
                fitRecorded(kernel, neighbour.records[rank].schedule))
          if (fitted.insert(schedule->str()).second)
            schedules.emplace_back(neighbour.kernel.name, std::move(*schedule));
  return schedules;
}

namespace {

/// What experience says to try first: the kernel's own best record on the
/// device, then similar kernels' fastest, fitted to this one. The
/// neighbours' fastest guide the strategy's policy (state.guides).
llvm::Expected<std::deque<Proposal>>
seedFromExperience(const TuneOptions &options, SearchState &state) {
  std::deque<Proposal> seeds;
  if (!options.database)
    return seeds;
  const env::Kernel &kernel = *state.kernel;
  // A candidate measured again: a record of another compiler will do.
  llvm::Expected<std::vector<experience::Record>> own =
      options.database->getFastest(kernel.getHash(), options.device, 1,
                                   /*anyCompiler=*/true);
  if (!own)
    return own.takeError();
  if (!own->empty())
    if (std::optional<Schedule> fitted =
            fitRecorded(kernel, own->front().schedule))
      if (state.take(*fitted))
        seeds.push_back({std::move(*fitted), "database"});
  llvm::Expected<std::vector<std::pair<std::string, Schedule>>> similar =
      retrieveSimilarSchedules(*options.database, kernel, options.device,
                               options.neighbours, options.recordsEach);
  if (!similar)
    return similar.takeError();
  std::set<std::string> guiding;
  for (auto &[name, schedule] : *similar) {
    if (options.guide && guiding.insert(name).second)
      state.guides.push_back(schedule);
    if (state.take(schedule))
      seeds.push_back({std::move(schedule), "retrieval:" + name});
  }
  return seeds;
}

/// A neighbour whose schedules measured below this share of the best
/// speed here has experience that does not transfer: its later seeds go.
constexpr double kTransferShare = 0.5;

/// Drops the seeds of neighbours whose seeds so far measured below
/// kTransferShare of the best trial (they are free to be proposed again).
void dropUntransferred(std::deque<Proposal> &seeds, const TuneResult &result,
                       SearchState &state) {
  std::map<std::string, double> transferred;
  for (const Trial &trial : result.trials) {
    if (!llvm::StringRef(trial.origin).starts_with("retrieval:"))
      continue;
    double reward = trial.evaluation.outcome == env::Outcome::Measured
                        ? trial.evaluation.reward
                        : -INFINITY;
    auto [found, added] = transferred.emplace(trial.origin, reward);
    if (!added)
      found->second = std::max(found->second, reward);
  }
  double floor =
      result.bestRewardWithin(result.trials.size()) + std::log(kTransferShare);
  llvm::erase_if(seeds, [&](const Proposal &seed) {
    auto found = transferred.find(seed.origin);
    if (found == transferred.end() || found->second >= floor)
      return false;
    state.taken.erase(seed.schedule.str());
    return true;
  });
}

/// Adds the run's kernel to the database before the first thing recorded
/// of it: once a run, whoever records first (attributions, trials).
class KernelEntry {
public:
  /// Adds to `database` (not null where add is called).
  explicit KernelEntry(experience::ExperienceDb *database)
      : database(database) {}
  llvm::Error add(const env::Kernel &kernel) {
    if (added)
      return llvm::Error::success();
    llvm::Error error = database->addKernel(kernel.describe());
    added = !error;
    return error;
  }

private:
  experience::ExperienceDb *database;
  bool added = false;
};

/// A proposal beats its profiled schedule by more than the noise of a
/// measurement when it is this much faster.
constexpr double kHelpedSpeedup = 1.02;

/// Feedback-to-plan during a run: profiles each new best schedule, queues
/// the attribution rules' proposals (the rules that helped most often on
/// this device first) and records how they measured.
class Attributor {
public:
  Attributor(const TuneOptions &options, TuneResult &result,
             KernelEntry &kernelEntry)
      : options(options), result(result), kernelEntry(kernelEntry),
        enabled(options.attribution) {}

  /// Profiles the best trial if it is a new one; the proposals go to the
  /// front of `queue`.
  void afterBatch(const env::Kernel &kernel, SearchState &state,
                  std::deque<Proposal> &queue) {
    std::optional<size_t> best = result.best();
    if (!enabled || !best || best == profiled)
      return;
    profiled = best;
    const Trial &incumbent = result.trials[*best];
    llvm::Expected<Schedule> schedule = Schedule::parse(incumbent.schedule);
    if (!schedule)
      return disable(schedule.takeError());
    llvm::Expected<llvm::json::Object> report =
        options.rewards->profile(kernel, *schedule);
    if (!report)
      return disable(report.takeError());
    llvm::Expected<ProfileFindings> findings =
        ProfileFindings::fromReport(*report);
    if (!findings)
      return disable(findings.takeError());
    if (device.empty()) {
      experience::Record named;
      experience::fillFromReport(named, *report);
      device = named.device;
      rankRules();
    }
    std::vector<Attribution> attributions =
        attribute(kernel, *schedule, *findings);
    std::stable_sort(attributions.begin(), attributions.end(),
                     [&](const Attribution &a, const Attribution &b) {
                       return scoreOf(a.rule) > scoreOf(b.rule);
                     });
    for (Attribution &attribution : llvm::reverse(attributions)) {
      if (!state.take(attribution.proposal))
        continue;
      pending[attribution.proposal.str()] = {
          {attribution.rule.str(), attribution.evidence, incumbent.schedule,
           attribution.proposal.str(), incumbent.evaluation.reward},
          incumbent.evaluation.seconds};
      queue.push_front({std::move(attribution.proposal),
                        ("attribution:" + attribution.rule).str()});
    }
  }

  /// Records how a trial an attribution proposed measured.
  void observe(const env::Kernel &kernel, const Trial &trial) {
    auto found = pending.find(trial.schedule);
    if (found == pending.end())
      return;
    AttributionOutcome outcome = std::move(found->second.outcome);
    double beforeSeconds = found->second.beforeSeconds;
    pending.erase(found);
    bool measured = trial.evaluation.outcome == env::Outcome::Measured;
    outcome.afterReward = trial.evaluation.reward;
    outcome.helped =
        measured &&
        outcome.afterReward > outcome.beforeReward + std::log(kHelpedSpeedup);
    result.attributions.push_back(outcome);
    if (!options.database)
      return;
    experience::AttributionRecord record;
    record.kernelHash = kernel.getHash();
    record.rule = outcome.rule;
    record.device = device;
    record.evidence = outcome.evidence;
    record.before = outcome.before;
    record.after = outcome.after;
    record.beforeUs = 1e6 * beforeSeconds;
    record.afterUs = measured ? 1e6 * trial.evaluation.seconds : 0;
    record.helped = outcome.helped;
    // Its kernel first (the GPU reward records it too).
    llvm::Error error = kernelEntry.add(kernel);
    if (!error)
      error = options.database->addAttribution(record);
    if (error && result.attributionNote.empty())
      result.attributionNote =
          "not recording attributions: " + llvm::toString(std::move(error));
    else
      llvm::consumeError(std::move(error));
  }

private:
  void disable(llvm::Error why) {
    enabled = false;
    result.attributionNote = llvm::toString(std::move(why));
  }

  /// The rules' past record on the device, from the database.
  void rankRules() {
    if (!options.database)
      return;
    llvm::Expected<std::vector<experience::RuleScore>> scores =
        options.database->getRuleScores(device);
    if (!scores) {
      llvm::consumeError(scores.takeError());
      return;
    }
    for (const experience::RuleScore &score : *scores)
      ruleScores[score.rule] = score;
  }
  /// How often a rule helped, with a prior of one success in two tries.
  double scoreOf(llvm::StringRef rule) const {
    auto found = ruleScores.find(rule.str());
    if (found == ruleScores.end())
      return 0.5;
    return double(found->second.helped + 1) / double(found->second.fired + 2);
  }

  const TuneOptions &options;
  TuneResult &result;
  KernelEntry &kernelEntry;
  bool enabled;
  std::optional<size_t> profiled;
  std::string device;
  std::map<std::string, experience::RuleScore> ruleScores;
  /// Proposals not scored yet, by schedule.
  struct Pending {
    AttributionOutcome outcome;
    double beforeSeconds;
  };
  std::map<std::string, Pending> pending;
};

/// Records the trials of a reward source that records none itself (the
/// cost model's) under TuneOptions::recordAs; a database that cannot be
/// written stops it with a note.
class TrialRecorder {
public:
  TrialRecorder(const TuneOptions &options, TuneResult &result,
                KernelEntry &kernelEntry)
      : options(options), result(result), kernelEntry(kernelEntry),
        enabled(options.database && !options.recordAs.empty()) {}

  void record(const env::Kernel &kernel, const Schedule &schedule,
              const env::Evaluation &evaluation) {
    if (!enabled)
      return;
    experience::Record record;
    record.kernelHash = kernel.getHash();
    record.schedule = schedule.str();
    record.device = options.recordAs;
    record.source = ("tune:" + getStrategyName(options.strategy)).str();
    record.outcome = env::getOutcomeName(evaluation.outcome).str();
    record.correct = evaluation.outcome == env::Outcome::Measured;
    record.medianUs = record.p10Us = record.p90Us = 1e6 * evaluation.seconds;
    record.baselineUs = 1e6 * evaluation.baselineSeconds;
    llvm::Error error = kernelEntry.add(kernel);
    if (!error)
      error = options.database->addRecord(record);
    if (error) {
      enabled = false;
      result.recordNote =
          "not recording trials: " + llvm::toString(std::move(error));
    }
  }

private:
  const TuneOptions &options;
  TuneResult &result;
  KernelEntry &kernelEntry;
  bool enabled;
};

/// Scores schedules 0..count-1 (`scheduleOf`) into `evaluations`, one
/// thread per kernel copy (each its own MLIR context).
void scoreInParallel(llvm::ArrayRef<std::shared_ptr<env::Kernel>> kernels,
                     env::RewardSource &rewards, size_t count,
                     llvm::function_ref<const Schedule &(size_t)> scheduleOf,
                     std::vector<env::Evaluation> &evaluations) {
  std::atomic<size_t> next{0};
  auto score = [&](const env::Kernel &kernel) {
    for (size_t i; (i = next++) < count;)
      evaluations[i] = rewards.evaluate(kernel, scheduleOf(i));
  };
  std::vector<std::thread> workers;
  for (size_t worker = 1; worker < std::min(kernels.size(), count); ++worker)
    workers.emplace_back(score, std::cref(*kernels[worker]));
  score(*kernels.front());
  for (std::thread &worker : workers)
    worker.join();
}

std::string encodeTrialTask(llvm::StringRef kernelPath,
                            const Schedule &schedule) {
  distributed::WireWriter writer;
  writer.writeString(kernelPath).writeString(schedule.str());
  return writer.take();
}

std::string encodeEvaluation(const env::Evaluation &evaluation) {
  distributed::WireWriter writer;
  writer.write<int32_t>(int32_t(evaluation.outcome))
      .write<double>(evaluation.reward)
      .write<double>(evaluation.seconds)
      .write<double>(evaluation.baselineSeconds)
      .writeString(evaluation.message);
  return writer.take();
}

llvm::Expected<env::Evaluation> decodeEvaluation(llvm::StringRef bytes) {
  distributed::WireReader reader(bytes);
  env::Evaluation evaluation;
  int32_t outcome = reader.read<int32_t>();
  evaluation.reward = reader.read<double>();
  evaluation.seconds = reader.read<double>();
  evaluation.baselineSeconds = reader.read<double>();
  evaluation.message = reader.readString();
  if (llvm::Error error = reader.finish("an evaluation"))
    return std::move(error);
  if (outcome < int32_t(env::Outcome::None) ||
      outcome > int32_t(env::Outcome::WrongResult))
    return llvm::createStringError("an evaluation of unknown outcome " +
                                   std::to_string(outcome));
  evaluation.outcome = env::Outcome(outcome);
  return evaluation;
}

llvm::Expected<std::unique_ptr<SearchStrategy>>
createStrategy(const TuneOptions &options) {
  switch (options.strategy) {
  case Strategy::Policy:
    if (!options.policy)
      return llvm::createStringError("the policy strategy needs a policy");
    return createPolicyStrategy(*options.policy);
  case Strategy::Beam:
    return createBeamStrategy();
  case Strategy::Evolutionary:
    return createEvolutionaryStrategy(options.policy);
  case Strategy::Random:
    return createRandomStrategy();
  }
  llvm_unreachable("unknown strategy");
}

} // namespace

llvm::Expected<TuneResult>
tune::tune(llvm::StringRef kernelPath, const TuneOptions &options,
           const std::function<void(const TuneResult &)> &onTrial) {
  if (!options.rewards)
    return llvm::createStringError("tune: no reward source");
  llvm::Expected<std::unique_ptr<SearchStrategy>> strategy =
      createStrategy(options);
  if (!strategy)
    return strategy.takeError();
  // One copy of the kernel per scoring thread: an MLIR context is used by
  // one thread at a time. The first also proposes, between batches.
  std::vector<std::shared_ptr<env::Kernel>> kernels;
  // With a runner only the proposer's.
  unsigned copies = options.runner ? 1 : std::max(1u, options.workers);
  for (unsigned worker = 0; worker < copies; ++worker) {
    llvm::Expected<std::shared_ptr<env::Kernel>> kernel =
        env::Kernel::load(kernelPath);
    if (!kernel)
      return kernel.takeError();
    kernels.push_back(std::move(*kernel));
  }

  TuneResult result;
  result.kernel = kernels.front()->getName();
  result.strategy = options.strategy;
  SearchState state;
  state.kernel = kernels.front();
  state.result = &result;
  state.rng.seed(options.seed);
  // The baseline every reward is relative to is not a trial.
  state.taken.insert(Schedule().str());
  llvm::Expected<std::deque<Proposal>> seeds =
      seedFromExperience(options, state);
  if (!seeds)
    return seeds.takeError();
  result.seeds = seeds->size();
  KernelEntry kernelEntry(options.database);
  Attributor attributor(options, result, kernelEntry);
  TrialRecorder recorder(options, result, kernelEntry);

  while (result.trials.size() < options.budget) {
    size_t wanted = std::min<size_t>(std::max(1u, options.batch),
                                     options.budget - result.trials.size());
    // The kernel's own record first; then experience's seeds alternate
    // with the strategy's proposals, so that neither a poor neighbour nor
    // a poor first guess of the strategy costs the other many trials.
    dropUntransferred(*seeds, result, state);
    std::vector<Proposal> batch;
    if (!seeds->empty() && seeds->front().origin == "database") {
      batch.push_back(std::move(seeds->front()));
      seeds->pop_front();
    }
    size_t seeded = std::min(seeds->size(), (wanted - batch.size() + 1) / 2);
    std::vector<Proposal> proposed =
        (*strategy)->propose(state, wanted - batch.size() - seeded);
    seeded = std::min(seeds->size(), wanted - batch.size() - proposed.size());
    for (size_t next = 0; seeded || next < proposed.size();) {
      if (seeded) {
        batch.push_back(std::move(seeds->front()));
        seeds->pop_front();
        --seeded;
      }
      if (next < proposed.size())
        batch.push_back(std::move(proposed[next++]));
    }
    if (batch.empty())
      break; // every legal schedule the strategy can reach is scored

    std::vector<env::Evaluation> evaluations(batch.size());
    if (options.runner) {
      std::vector<std::string> tasks;
      for (const Proposal &proposal : batch)
        tasks.push_back(encodeTrialTask(kernelPath, proposal.schedule));
      llvm::Expected<std::vector<std::string>> scored =
          options.runner->run(tasks);
      if (!scored)
        return scored.takeError();
      for (auto [evaluation, bytes] : llvm::zip_equal(evaluations, *scored)) {
        llvm::Expected<env::Evaluation> decoded = decodeEvaluation(bytes);
        if (!decoded)
          return decoded.takeError();
        evaluation = std::move(*decoded);
      }
    } else {
      scoreInParallel(
          kernels, *options.rewards, batch.size(),
          [&](size_t index) -> const Schedule & {
            return batch[index].schedule;
          },
          evaluations);
    }

    for (auto [proposal, evaluation] : llvm::zip_equal(batch, evaluations)) {
      if (!result.defaultSeconds)
        result.defaultSeconds = evaluation.baselineSeconds;
      recorder.record(*kernels.front(), proposal.schedule, evaluation);
      (*strategy)->observe(proposal, evaluation);
      Trial trial{proposal.schedule.str(), proposal.origin,
                  std::move(evaluation)};
      attributor.observe(*kernels.front(), trial);
      result.trials.push_back(std::move(trial));
      if (onTrial)
        onTrial(result);
    }
    attributor.afterBatch(*kernels.front(), state, *seeds);
  }
  return result;
}

TrialRunner::~TrialRunner() = default;

struct TrialWorker::Impl {
  std::shared_ptr<env::RewardSource> rewards;
  unsigned threads;
  /// Each kernel file's copies, one per thread.
  std::map<std::string, std::vector<std::shared_ptr<env::Kernel>>> kernels;
};

TrialWorker::TrialWorker(std::shared_ptr<env::RewardSource> rewards,
                         unsigned threads)
    : impl(std::make_unique<Impl>()) {
  impl->rewards = std::move(rewards);
  impl->threads = std::max(1u, threads);
}

TrialWorker::~TrialWorker() = default;

llvm::Expected<std::vector<std::string>>
TrialWorker::run(llvm::ArrayRef<std::string> tasks) {
  // Tasks grouped by kernel file, each group scored by the file's copies.
  std::map<std::string, std::vector<size_t>> byKernel;
  std::vector<Schedule> schedules;
  for (auto [index, bytes] : llvm::enumerate(tasks)) {
    distributed::WireReader reader(bytes);
    std::string path = reader.readString();
    std::string text = reader.readString();
    if (llvm::Error error = reader.finish("a trial"))
      return std::move(error);
    llvm::Expected<Schedule> schedule = Schedule::parse(text);
    if (!schedule)
      return schedule.takeError();
    schedules.push_back(std::move(*schedule));
    byKernel[path].push_back(index);
  }
  std::vector<env::Evaluation> evaluations(tasks.size());
  for (auto &[path, indices] : byKernel) {
    std::vector<std::shared_ptr<env::Kernel>> &copies = impl->kernels[path];
    while (copies.size() < std::min<size_t>(impl->threads, indices.size())) {
      llvm::Expected<std::shared_ptr<env::Kernel>> kernel =
          env::Kernel::load(path);
      if (!kernel)
        return kernel.takeError();
      copies.push_back(std::move(*kernel));
    }
    std::vector<env::Evaluation> scored(indices.size());
    scoreInParallel(
        copies, *impl->rewards, indices.size(),
        [&](size_t index) -> const Schedule & {
          return schedules[indices[index]];
        },
        scored);
    for (auto [index, evaluation] : llvm::zip_equal(indices, scored))
      evaluations[index] = std::move(evaluation);
  }
  std::vector<std::string> results;
  for (const env::Evaluation &evaluation : evaluations)
    results.push_back(encodeEvaluation(evaluation));
  return results;
}
