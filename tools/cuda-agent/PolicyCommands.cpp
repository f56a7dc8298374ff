//===- PolicyCommands.cpp - rollouts, synth, evaluate, train --------------===//

#include "Tool.h"

#include "cuda-agent/Env/Kernel.h"

#include "cuda-agent/Compiler/CompilePlan.h"
#include "cuda-agent/Distributed/Measurements.h"
#include "cuda-agent/Distributed/TaskFarm.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Policy/Evaluate.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Policy/Train.h"
#include "cuda-agent/Synth/Synth.h"
#include "cuda-agent/Version.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <map>
#include <mutex>
#include <set>
#include <thread>

using namespace mlir;

namespace cuda_agent_tool {

int runRollouts() {
  namespace env = ::cuda_agent::env;
  std::shared_ptr<env::RewardSource> rewards;
  if (rolloutReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(runs, rolloutMaxSeconds, rolloutStopIfSlower,
                                rolloutTargetCi, rolloutCache, "rollouts");
    if (!gpu) {
      llvm::WithColor::error(llvm::errs(), "cuda-agent")
          << llvm::toString(gpu.takeError()) << "\n";
      llvm::outs() << "skipped: no GPU\n";
      return 2;
    }
    rewards = std::move(*gpu);
    std::optional<std::string> ptxas = compiler::findPtxas();
    llvm::outs() << "kernels load as "
                 << (ptxas ? "cubins (ptxas: " + *ptxas + ")"
                           : std::string("PTX, compiled by the driver when "
                                         "loaded (no ptxas found)"))
                 << "\n";
  } else {
    rewards = rolloutReward == RewardKind::Model ? env::createModelReward()
                                                 : env::createZeroReward();
  }
  unsigned workers = std::max(1u, rolloutWorkers.getValue());
  llvm::outs() << llvm::formatv(
      "{0,-28} {1,9} {2,9} {3,11} {4,9} {5,8} {6,11}  {7}\n", "kernel",
      "episodes", "seconds", "episodes/s", "distinct", "failed", "best reward",
      "best schedule");
  for (const std::string &path : rolloutKernels) {
    // One Env per worker, each loading its own copy of the kernel: they
    // share no MLIR context, so they compile in parallel.
    std::vector<env::Env> environments;
    for (unsigned worker = 0; worker < workers; ++worker) {
      llvm::Expected<env::Env> created =
          env::Env::create(path, rewards, 1 + worker);
      if (!created)
        return fail(llvm::toString(created.takeError()));
      environments.push_back(std::move(*created));
    }
    std::mutex mutex;
    double best = -INFINITY;
    std::string bestSchedule;
    unsigned bestEpisode = 0;
    std::set<std::string> schedules;
    unsigned failures = 0;
    std::atomic<unsigned> next{0};
    auto work = [&](env::Env &environment) {
      // Episode i samples from seed i, whichever worker runs it.
      for (unsigned episode; (episode = next++) < rolloutEpisodes;) {
        environment.reset(episode);
        env::StepResult result;
        while (!environment.done())
          result = environment.step(environment.sampleAction());
        std::lock_guard<std::mutex> lock(mutex);
        schedules.insert(result.schedule);
        if (result.outcome != env::Outcome::Measured)
          ++failures;
        // Ties go to the earliest episode: the same best for any workers.
        if (result.reward > best ||
            (result.reward == best && episode < bestEpisode)) {
          best = result.reward;
          bestSchedule = result.schedule;
          bestEpisode = episode;
        }
      }
    };
    auto started = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (unsigned worker = 1; worker < workers; ++worker)
      threads.emplace_back(work, std::ref(environments[worker]));
    work(environments[0]);
    for (std::thread &thread : threads)
      thread.join();
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    llvm::outs() << llvm::formatv(
        "{0,-28} {1,9} {2,9:f2} {3,11:f1} {4,9} {5,8} {6,11:f3}  {7}\n",
        environments[0].getKernel().getName(), rolloutEpisodes.getValue(),
        seconds, rolloutEpisodes / seconds, schedules.size(), failures, best,
        bestSchedule);
    std::string statistics = rewards->takeStatistics();
    if (!statistics.empty())
      llvm::outs() << "  " << statistics << "\n";
    llvm::outs().flush();
  }
  return 0;
}

int runSynth() {
  namespace synth = ::cuda_agent::synth;
  synth::SynthOptions options;
  options.count = synthCount;
  options.seed = synthSeed;
  options.families.assign(synthFamilies.begin(), synthFamilies.end());
  if (!synthDtypes.empty())
    options.dtypes.assign(synthDtypes.begin(), synthDtypes.end());
  options.holdoutFamilies.assign(synthHoldout.begin(), synthHoldout.end());
  options.minMicroseconds = synthMinMicroseconds;
  options.maxMicroseconds = synthMaxMicroseconds;
  options.threads = synthThreads;
  options.checkLowering = synthLoweringCheck;
  synth::SynthStats stats;
  bool bar = llvm::errs().is_displayed();
  llvm::Expected<std::vector<synth::SynthKernel>> kernels =
      synth::synthesize(options, stats, [&](unsigned kept) {
        if (bar && (kept % 10 == 0 || kept == options.count))
          llvm::errs() << llvm::formatv(
              "\r[{0,-40}] {1}/{2}",
              std::string(40 * kept / options.count, '#'), kept, options.count);
      });
  if (bar)
    llvm::errs() << "\n";
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  if (llvm::Error error = synth::writeCorpus(synthOutput, *kernels))
    return fail(llvm::toString(std::move(error)));
  if (!synthRejected.empty()) {
    std::error_code error;
    llvm::raw_fd_ostream os(synthRejected, error);
    if (error)
      return fail("cannot write " + synthRejected + ": " + error.message());
    for (const synth::Rejection &rejection : stats.rejections)
      os << llvm::json::Value(
                llvm::json::Object{{"candidate", int64_t(rejection.candidate)},
                                   {"family", rejection.family},
                                   {"variant", rejection.variant},
                                   {"dtype", rejection.dtype},
                                   {"verdict", rejection.verdict},
                                   {"why", rejection.why},
                                   {"text", rejection.text}})
         << "\n";
  }
  // Kernels per family and split, then per dtype.
  std::map<std::string, std::map<std::string, unsigned>> bySplit;
  std::map<std::string, unsigned> byDtype;
  for (const synth::SynthKernel &kernel : *kernels) {
    ++bySplit[kernel.family][kernel.split];
    ++bySplit["all"][kernel.split];
    ++byDtype[kernel.dtype];
  }
  const char *splits[] = {"train", "val", "test", "holdout"};
  llvm::outs() << llvm::formatv("{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n",
                                "family", "kernels", splits[0], splits[1],
                                splits[2], splits[3]);
  for (llvm::StringRef family : synth::getFamilyNames()) {
    auto &counts = bySplit[family.str()];
    unsigned total = 0;
    for (const char *split : splits)
      total += counts[split];
    if (total)
      llvm::outs() << llvm::formatv(
          "{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n", family, total,
          counts["train"], counts["val"], counts["test"], counts["holdout"]);
  }
  auto &all = bySplit["all"];
  llvm::outs() << llvm::formatv("{0,-14} {1,7} {2,7} {3,7} {4,7} {5,7}\n",
                                "all", kernels->size(), all["train"],
                                all["val"], all["test"], all["holdout"]);
  for (auto &[dtype, count] : byDtype)
    llvm::outs() << dtype << ": " << count << "  ";
  llvm::outs() << llvm::formatv(
      "\n{0} kernels from {1} candidates ({2} duplicates, {3} out of the "
      "time range, {4} not lowered, {5} unsupported) in {6:f1} s: {7:f1} "
      "kernels/s\n",
      kernels->size(), stats.candidates, stats.duplicates, stats.outOfRange,
      stats.notLowered, stats.unsupported, stats.seconds,
      kernels->size() / std::max(stats.seconds, 1e-9));
  return 0;
}

/// `files`, then the *.mlir files of `corpus` sorted by name (directory
/// order is the file system's: sorted, a seed means one run).
llvm::Expected<std::vector<std::string>>
listKernels(llvm::ArrayRef<std::string> files, StringRef corpus) {
  std::vector<std::string> kernels(files.begin(), files.end());
  if (!corpus.empty()) {
    std::error_code error;
    std::vector<std::string> found;
    for (llvm::sys::fs::directory_iterator entry(corpus, error), end;
         !error && entry != end; entry.increment(error))
      if (llvm::sys::path::extension(entry->path()) == ".mlir")
        found.push_back(entry->path());
    if (error)
      return llvm::createStringError("cannot read the corpus " + corpus + ": " +
                                     error.message());
    llvm::sort(found);
    kernels.insert(kernels.end(), found.begin(), found.end());
  }
  if (kernels.empty())
    return llvm::createStringError("no kernels: give --corpus DIR or kernel "
                                   "files");
  return kernels;
}

int runEvaluate() {
  namespace policy = ::cuda_agent::policy;
  llvm::Expected<std::vector<std::string>> kernels =
      listKernels(evaluateKernels, evaluateCorpus);
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  if (kernels->size() > evaluateLimit)
    kernels->resize(evaluateLimit);
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(evaluatePolicy);
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));
  policy::EvaluateOptions options;
  options.kernels = std::move(*kernels);
  options.randomEpisodes = evaluateRandom;
  options.searchTrials = evaluateSearch;
  options.searchKernels = evaluateSearchKernels;
  options.policySamples = evaluateSamples;
  options.workers = evaluateWorkers;
  if (evaluateReward == RewardKind::Gpu) {
    auto gpu = createGpuRewards(evaluateRuns, 2, 1.5, 0.02,
                                evaluateMeasurements, "evaluate");
    if (!gpu) {
      llvm::outs() << "skipped: no GPU\n";
      return fail(llvm::toString(gpu.takeError()), 2);
    }
    options.rewards = std::move(*gpu);
  } else {
    llvm::Expected<std::shared_ptr<::cuda_agent::env::RewardSource>> model =
        createModelRewards();
    if (!model)
      return fail(llvm::toString(model.takeError()));
    options.rewards = std::move(*model);
  }
  // Speedups over the default schedule (exp of the log-speedup rewards).
  auto speedup = [](double reward) { return std::exp(reward); };
  llvm::outs() << llvm::formatv(
      "{0,-26} {1,-12} {2,8} {3,8} {4,9} {5,8} {6,8} {7,9} {8,9}  {9}\n",
      "kernel", "family", "policy", "pol+K", "heuristic", "random", "search",
      "pol/srch", "policy ms", "policy schedule");
  // Without random episodes there is no random median (nor pol/rand).
  bool randomized = evaluateRandom > 0;
  llvm::Expected<std::vector<policy::KernelEvaluation>> results = policy::
      evaluate(*loaded, options, [&](const policy::KernelEvaluation &result) {
        bool searched = !std::isnan(result.searchBest);
        llvm::outs() << llvm::formatv(
            "{0,-26} {1,-12} {2,7:f2}x {3,8} {4,8:f2}x "
            "{5,8} {6,8} {7,9} {8,9:f1}  {9}\n",
            result.name, result.family, speedup(result.policy),
            std::isnan(result.policySampled)
                ? std::string("-")
                : llvm::formatv("{0:f2}x", speedup(result.policySampled)).str(),
            speedup(result.heuristic),
            randomized
                ? llvm::formatv("{0:f2}x", speedup(result.randomMedian)).str()
                : std::string("-"),
            searched
                ? llvm::formatv("{0:f2}x", speedup(result.searchBest)).str()
                : std::string("-"),
            searched ? llvm::formatv("{0:f2}",
                                     speedup(result.policy - result.searchBest))
                           .str()
                     : std::string("-"),
            1e3 * result.policySeconds, result.policySchedule);
        llvm::outs().flush();
      });
  if (!results)
    return fail(llvm::toString(results.takeError()));
  if (options.rewards) {
    std::string statistics = options.rewards->takeStatistics();
    if (!statistics.empty())
      llvm::outs() << statistics << "\n";
  }

  // Geometric means per family and overall: means of the log-speedups.
  struct Sums {
    double policy = 0, heuristic = 0, random = 0, policySearched = 0,
           search = 0, milliseconds = 0, sampled = 0;
    unsigned kernels = 0, searched = 0;
  };
  std::map<std::string, Sums> byFamily;
  for (const policy::KernelEvaluation &result : *results)
    for (const std::string &group : {result.family, std::string("all")}) {
      Sums &sums = byFamily[group];
      ++sums.kernels;
      sums.policy += result.policy;
      sums.heuristic += result.heuristic;
      sums.random += result.randomMedian;
      sums.milliseconds += 1e3 * result.policySeconds;
      if (!std::isnan(result.policySampled))
        sums.sampled += result.policySampled;
      if (!std::isnan(result.searchBest)) {
        ++sums.searched;
        sums.policySearched += result.policy;
        sums.search += result.searchBest;
      }
    }
  llvm::outs() << llvm::formatv(
      "\ngeomean speedup over the default schedule ({0}):\n"
      "{1,-12} {2,7} {3,8} {4,8} {5,9} {6,8} {7,8} {8,9} {9,9} {10,9} "
      "{11,10}\n",
      evaluateReward == RewardKind::Gpu ? "GPU-measured" : "cost model",
      "family", "kernels", "policy", "pol+K", "heuristic", "random", "search",
      "pol/srch", "pol/rand", "pol/heur", "policy ms");
  llvm::json::Object summary;
  for (auto &[family, sums] : byFamily) {
    double n = sums.kernels;
    double policyGeomean = std::exp(sums.policy / n);
    double searchRatio =
        sums.searched
            ? std::exp((sums.policySearched - sums.search) / sums.searched)
            : std::nan("");
    double searchGeomean =
        sums.searched ? std::exp(sums.search / sums.searched) : std::nan("");
    double randomRatio = std::exp((sums.policy - sums.random) / n);
    double heuristicRatio = std::exp((sums.policy - sums.heuristic) / n);
    auto orDash = [&](double value, const char *format) {
      return sums.searched ? llvm::formatv(format, value).str()
                           : std::string("-");
    };
    std::string sampledGeomean =
        evaluateSamples
            ? llvm::formatv("{0:f2}x", std::exp(sums.sampled / n)).str()
            : std::string("-");
    llvm::outs() << llvm::formatv(
        "{0,-12} {1,7} {2,7:f2}x {3,8} {4,8:f2}x {5,9} {6,8} {7,8} "
        "{8,9} {9,9:f2} {10,10:f1}\n",
        family, sums.kernels, policyGeomean, sampledGeomean,
        std::exp(sums.heuristic / n),
        randomized ? llvm::formatv("{0:f2}x", std::exp(sums.random / n)).str()
                   : std::string("-"),
        orDash(searchGeomean, "{0:f2}x"), orDash(searchRatio, "{0:f2}"),
        randomized ? llvm::formatv("{0:f2}", randomRatio).str()
                   : std::string("-"),
        heuristicRatio, sums.milliseconds / n);
    auto randomValue = [&](double value) {
      return randomized ? llvm::json::Value(value) : llvm::json::Value(nullptr);
    };
    summary[family] = llvm::json::Object{
        {"kernels", sums.kernels},
        {"policy_geomean", policyGeomean},
        {"policy_sampled_geomean",
         evaluateSamples ? llvm::json::Value(std::exp(sums.sampled / n))
                         : llvm::json::Value(nullptr)},
        {"heuristic_geomean", std::exp(sums.heuristic / n)},
        {"random_median_geomean", randomValue(std::exp(sums.random / n))},
        {"search_geomean", sums.searched ? llvm::json::Value(searchGeomean)
                                         : llvm::json::Value(nullptr)},
        {"policy_over_search", sums.searched ? llvm::json::Value(searchRatio)
                                             : llvm::json::Value(nullptr)},
        {"policy_over_random", randomValue(randomRatio)},
        {"policy_over_heuristic", heuristicRatio},
        {"policy_ms", sums.milliseconds / n}};
  }
  llvm::outs() << "targets (issue #7): pol/srch >= 0.9, pol/rand >= 5, "
                  "pol/heur >= 1.3\n";
  if (!evaluateJson.empty()) {
    llvm::json::Array rows;
    for (const policy::KernelEvaluation &result : *results)
      rows.push_back(llvm::json::Object{
          {"kernel", result.name},
          {"family", result.family},
          {"policy", speedup(result.policy)},
          {"heuristic", speedup(result.heuristic)},
          {"random_median",
           randomized ? llvm::json::Value(speedup(result.randomMedian))
                      : llvm::json::Value(nullptr)},
          {"search_best", std::isnan(result.searchBest)
                              ? llvm::json::Value(nullptr)
                              : llvm::json::Value(speedup(result.searchBest))},
          {"policy_schedule", result.policySchedule},
          {"policy_sampled",
           std::isnan(result.policySampled)
               ? llvm::json::Value(nullptr)
               : llvm::json::Value(speedup(result.policySampled))},
          {"policy_sampled_schedule", result.policySampledSchedule},
          {"heuristic_schedule", result.heuristicSchedule},
          {"search_schedule", result.searchSchedule},
          {"policy_ms", 1e3 * result.policySeconds},
          {"default_us", 1e6 * result.defaultSeconds}});
    std::error_code error;
    llvm::raw_fd_ostream os(evaluateJson, error);
    if (error)
      return fail("cannot write " + evaluateJson + ": " + error.message());
    os << llvm::formatv(
              "{0:2}",
              llvm::json::Value(llvm::json::Object{
                  {"policy", evaluatePolicy.getValue()},
                  {"reward",
                   evaluateReward == RewardKind::Gpu ? "gpu" : "model"},
                  {"random_episodes", evaluateRandom.getValue()},
                  {"search_trials", evaluateSearch.getValue()},
                  {"policy_samples", evaluateSamples.getValue()},
                  {"kernels", std::move(rows)},
                  {"summary", std::move(summary)}}))
       << "\n";
  }
  return 0;
}

namespace {

/// The command on this rank (`mpi`: none without --mpi).
int trainOn(distributed::MpiSession *mpi) {
  namespace env = ::cuda_agent::env;
  namespace policy = ::cuda_agent::policy;
  policy::TrainOptions options;
  llvm::Expected<std::vector<std::string>> kernels =
      listKernels(trainKernels, trainCorpus);
  if (!kernels)
    return fail(llvm::toString(kernels.takeError()));
  options.kernels = std::move(*kernels);
  // --mpi: rank 0 learns and farms the rollouts out; the other ranks play
  // and measure them (docs/DISTRIBUTED.md).
  bool worker = mpi && mpi->getRank() != 0;
  bool farming = mpi && !worker && mpi->getSize() > 1;
  std::string measurements = trainOutput + "/measurements.jsonl";
  std::unique_ptr<distributed::TaskFarm> farm;
  if (farming)
    farm = createFarm(*mpi);
  distributed::MeasurementOutbox outbox;
  if (farming) {
    // Rank 0 only observes (the policy's normalization); workers score.
    options.rewards = env::createZeroReward();
  } else if (trainReward == RewardKind::Gpu) {
    if (worker)
      selectGpuOfRank(*mpi);
    auto gpu = createGpuRewards(trainRuns, 2, 1.5, 0.02, measurements, "train",
                                worker ? outbox.sink() : MeasurementSink());
    if (!gpu) {
      llvm::outs() << "skipped: no GPU\n";
      return fail(llvm::toString(gpu.takeError()), 2);
    }
    options.rewards = std::move(*gpu);
  } else {
    options.rewards = env::createModelReward();
  }
  options.output = trainOutput;
  options.initialPolicy = trainInit;
  options.resume = trainResume;
  options.steps = trainSteps;
  options.maxSeconds = trainMaxSeconds;
  options.episodesPerUpdate = trainEpisodes;
  options.epochs = trainEpochs;
  options.minibatch = trainMinibatch;
  options.learningRate = trainLearningRate;
  options.entropyBonus = trainEntropy;
  options.selfImitation = trainSelfImitation;
  options.workers = trainWorkers;
  options.seed = trainSeed;
  options.checkpointEvery = trainCheckpointEvery;
  options.config.hidden = trainHidden;
  options.description = llvm::json::Object{
      {"corpus", trainCorpus.empty() ? std::string("(kernel files)")
                                     : trainCorpus.getValue()},
      {"reward", trainReward == RewardKind::Gpu ? "gpu" : "model"},
      {"init",
       trainInit.empty() ? std::string("random") : trainInit.getValue()},
      {"hyperparameters",
       llvm::json::Object{{"steps", int64_t(trainSteps.getValue())},
                          {"workers", trainWorkers.getValue()},
                          {"episodes_per_update", trainEpisodes.getValue()},
                          {"epochs", trainEpochs.getValue()},
                          {"minibatch", trainMinibatch.getValue()},
                          {"lr", trainLearningRate.getValue()},
                          {"entropy", trainEntropy.getValue()},
                          {"self_imitation", trainSelfImitation.getValue()}}},
      {"cuda_agent_version", CUDA_AGENT_VERSION_STRING}};
  if (worker)
    return serveRollouts(*mpi, options, outbox);
  distributed::MeasurementRecorder recorder(getRecordingDatabase(),
                                            measurements);
  std::unique_ptr<policy::RolloutRunner> runner;
  if (farm) {
    runner = createRolloutRunner(*farm, recorder);
    options.runner = runner.get();
  }
  bool bar = llvm::errs().is_displayed();
  auto started = std::chrono::steady_clock::now();
  llvm::Expected<policy::Policy> trained =
      policy::train(options, [&](const policy::UpdateMetrics &metrics) {
        double fraction =
            std::min(1.0, double(metrics.steps) / double(options.steps));
        std::string line = llvm::formatv(
            "[{0,-30}] {1}/{2} steps  update {3}  {4:f0} episodes/s  mean "
            "reward {5:f3}  geomean {6:f2}x  best {7:f2}x  entropy {8:f2}",
            std::string(size_t(30 * fraction), '#'), metrics.steps,
            options.steps, metrics.update, metrics.episodesPerSecond,
            metrics.meanReward, metrics.geomeanSpeedup, metrics.bestSpeedup,
            metrics.entropy);
        if (bar) {
          llvm::errs() << "\r" << line;
          return;
        }
        llvm::errs() << line << "\n";
        // Where a measured update's time went (compiles, the GPU queue).
        std::string statistics = options.rewards->takeStatistics();
        if (!statistics.empty())
          llvm::errs() << "  " << statistics << "\n";
      });
  if (bar)
    llvm::errs() << "\n";
  if (!trained)
    return fail(llvm::toString(trained.takeError()));
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
          .count();
  llvm::outs() << llvm::formatv("trained on {0} kernels in {1:f1} s: {2}\n",
                                options.kernels.size(), seconds, trainOutput);
  if (farm)
    llvm::outs() << llvm::formatv(
        "worker ranks: {0} of {1} alive; {2} measurements recorded\n",
        farm->getLiveWorkerCount(), farm->getWorkerCount(),
        recorder.getCount());
  return 0;
}

} // namespace

int runTrain() { return runWithMpi("learns", trainOn); }

} // namespace cuda_agent_tool
