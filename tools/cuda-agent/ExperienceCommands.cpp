//===- ExperienceCommands.cpp - tune, retrain, db -------------------------===//

#include "Tool.h"

#include "cuda-agent/Distributed/Measurements.h"
#include "cuda-agent/Distributed/TaskFarm.h"
#include "cuda-agent/Env/CostCorrection.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Tune/Tune.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

#include <cmath>
#include <set>
#include <thread>

using llvm::StringRef;

namespace cuda_agent_tool {

/// A progress line on stderr: redrawn in place on a terminal, else one line
/// per eighth of the work (a log).
class ProgressBar {
public:
  explicit ProgressBar(size_t total)
      : total(std::max<size_t>(1, total)),
        terminal(llvm::sys::Process::StandardErrIsDisplayed()) {}

  void update(size_t done, StringRef status) {
    size_t width = 30, filled = width * std::min(done, total) / total;
    std::string line =
        llvm::formatv("[{0}{1}] {2}/{3}  {4}", std::string(filled, '#'),
                      std::string(width - filled, '.'), done, total, status);
    if (terminal) {
      llvm::errs() << "\r" << line << "\x1b[K";
    } else if (done == total || done * 8 / total != reported) {
      reported = done * 8 / total;
      llvm::errs() << line << "\n";
    }
    if (terminal && done == total)
      llvm::errs() << "\r\x1b[K";
    llvm::errs().flush();
  }

private:
  size_t total, reported = 0;
  bool terminal;
};

namespace {

/// The command on this rank (`mpi`: none without --mpi).
int tuneOn(distributed::MpiSession *mpi) {
  namespace env = ::cuda_agent::env;
  namespace experience = ::cuda_agent::experience;
  namespace policy = ::cuda_agent::policy;
  namespace tune = ::cuda_agent::tune;
  std::optional<tune::Strategy> strategy = tune::parseStrategy(tuneStrategy);
  if (!strategy)
    return fail("unknown --strategy '" + tuneStrategy +
                "' (policy, beam, evolutionary or random)");
  if (tuneBudget == 0)
    return fail("--budget must be at least 1");
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(tunePolicy);
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));
  tune::TuneOptions options;
  options.strategy = *strategy;
  options.budget = tuneBudget;
  options.policy = &*loaded;
  options.device = dbDevice;
  options.neighbours = tuneNeighbours;
  options.recordsEach = tuneRecordsEach;
  options.guide = tuneGuide;
  options.attribution = tuneAttribution;
  options.batch = tuneBatch;
  options.workers = tuneWorkers
                        ? tuneWorkers.getValue()
                        : std::max(1u, std::thread::hardware_concurrency());
  options.seed = tuneSeed;
  // --mpi: rank 0 searches, the other ranks score its batches
  // (docs/DISTRIBUTED.md).
  bool worker = mpi && mpi->getRank() != 0;
  std::unique_ptr<distributed::TaskFarm> farm;
  if (mpi && !worker && mpi->getSize() > 1)
    farm = createFarm(*mpi);
  distributed::MeasurementOutbox outbox;
  if (tuneReward == RewardKind::Gpu) {
    if (worker)
      selectGpuOfRank(*mpi);
    auto gpu = createGpuRewards(tuneRuns, 2, 1.5, 0.02, tuneMeasurements,
                                "tune:" + tuneStrategy,
                                worker ? outbox.sink() : MeasurementSink());
    if (!gpu)
      return fail(llvm::toString(gpu.takeError()) +
                      " (--reward model tunes by the cost model)",
                  2);
    options.rewards = std::move(*gpu);
  } else {
    llvm::Expected<std::shared_ptr<env::RewardSource>> model =
        createModelRewards();
    if (!model)
      return fail(llvm::toString(model.takeError()));
    options.rewards = std::move(*model);
    // The cost model's experience stays apart from every GPU's (retrieved
    // only with --device cost-model).
    options.recordAs = experience::kCostModelDevice.str();
  }
  if (worker)
    return serveTrials(*mpi, options.rewards, options.workers, outbox);
  distributed::MeasurementRecorder recorder(getRecordingDatabase(),
                                            tuneMeasurements);
  std::unique_ptr<tune::TrialRunner> runner;
  if (farm) {
    runner = createTrialRunner(*farm, recorder);
    options.runner = runner.get();
  }
  std::optional<experience::ExperienceDb> database;
  std::string databasePath = getRecordingDatabase();
  if (!databasePath.empty()) {
    llvm::Expected<experience::ExperienceDb> opened =
        experience::ExperienceDb::open(databasePath);
    if (!opened)
      return fail(llvm::toString(opened.takeError()));
    database = std::move(*opened);
    options.database = &*database;
  }

  llvm::outs() << llvm::formatv(
      "{0,-28} {1,10} {2,8} {3,6} {4,6} {5,-22} {6}\n", "kernel", "default us",
      "best", "trial", "seeds", "found by", "best schedule");
  llvm::json::Array runs;
  int status = 0;
  bool notedAttribution = tuneReward == RewardKind::Model;
  for (const std::string &path : tuneKernels) {
    ProgressBar progress(options.budget);
    llvm::Expected<tune::TuneResult> result =
        tune::tune(path, options, [&](const tune::TuneResult &sofar) {
          std::optional<size_t> best = sofar.best();
          progress.update(
              sofar.trials.size(),
              llvm::formatv(
                  "{0}  best {1:f2}x", sofar.kernel,
                  best ? std::exp(sofar.trials[*best].evaluation.reward) : 1.0)
                  .str());
        });
    if (!result) {
      fail(path + ": " + llvm::toString(result.takeError()));
      status = 1;
      continue;
    }
    std::optional<size_t> best = result->best();
    const tune::Trial *winner = best ? &result->trials[*best] : nullptr;
    llvm::outs() << llvm::formatv(
        "{0,-28} {1,10} {2,7:f2}x {3,6} {4,6} {5,-22} {6}\n", result->kernel,
        result->defaultSeconds
            ? llvm::formatv("{0:f2}", 1e6 * result->defaultSeconds).str()
            : std::string("-"),
        winner ? std::exp(winner->evaluation.reward) : 1.0,
        best ? std::to_string(*best + 1) : std::string("-"), result->seeds,
        winner ? winner->origin : std::string("-"),
        winner ? (winner->schedule.empty() ? "(default)" : winner->schedule)
               : "(default: nothing beat it)");
    for (const tune::AttributionOutcome &outcome : result->attributions)
      llvm::outs() << llvm::formatv(
          "  attribution {0} ({1}): {2} -> {3:f2}x the profiled schedule{4}\n",
          outcome.rule, outcome.evidence, outcome.after,
          std::exp(outcome.afterReward - outcome.beforeReward),
          outcome.helped ? ", helped" : "");
    if (!result->attributionNote.empty() && !notedAttribution) {
      notedAttribution = true;
      llvm::errs() << "cuda-agent: no attribution: " << result->attributionNote
                   << "\n";
    }
    if (!result->recordNote.empty())
      llvm::errs() << "cuda-agent: warning: " << result->recordNote << "\n";
    llvm::outs().flush();
    llvm::json::Array attributions;
    for (const tune::AttributionOutcome &outcome : result->attributions)
      attributions.push_back(
          llvm::json::Object{{"rule", outcome.rule},
                             {"evidence", outcome.evidence},
                             {"before", outcome.before},
                             {"after", outcome.after},
                             {"before_reward", outcome.beforeReward},
                             {"after_reward", outcome.afterReward},
                             {"helped", outcome.helped}});
    llvm::json::Array trials;
    for (const tune::Trial &trial : result->trials)
      trials.push_back(llvm::json::Object{
          {"schedule", trial.schedule},
          {"origin", trial.origin},
          {"outcome", env::getOutcomeName(trial.evaluation.outcome)},
          {"reward", trial.evaluation.reward},
          {"us", 1e6 * trial.evaluation.seconds}});
    runs.push_back(llvm::json::Object{
        {"kernel", result->kernel},
        {"path", path},
        {"strategy", tune::getStrategyName(result->strategy)},
        {"budget", options.budget},
        {"seeds", result->seeds},
        {"default_us", 1e6 * result->defaultSeconds},
        {"best_schedule", winner ? winner->schedule : ""},
        {"best_speedup", winner ? std::exp(winner->evaluation.reward) : 1.0},
        {"best_trial", best ? int64_t(*best + 1) : 0},
        {"attributions", std::move(attributions)},
        {"attribution_note", result->attributionNote},
        {"trials", std::move(trials)}});
    // Rewritten after each kernel: a run cut short keeps what it did.
    if (!tuneJson.empty()) {
      std::error_code error;
      llvm::raw_fd_ostream os(tuneJson, error);
      if (error)
        return fail("cannot write " + tuneJson + ": " + error.message());
      os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Array(runs)))
         << "\n";
    }
  }
  std::string statistics = options.rewards->takeStatistics();
  if (!statistics.empty())
    llvm::errs() << statistics << "\n";
  return status;
}

} // namespace

int runTune() { return runWithMpi("searches", tuneOn); }

int runRetrain() {
  namespace env = ::cuda_agent::env;
  namespace experience = ::cuda_agent::experience;
  if (retrainOutput.empty())
    return fail("give -o FILE for the correction");
  std::string path =
      dbPath.empty() ? experience::ExperienceDb::getDefaultPath() : dbPath;
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(path);
  if (!db)
    return fail(llvm::toString(db.takeError()));
  std::vector<std::string> missing;
  if (kernelDirs.empty())
    return fail("give --kernels DIR: where the database's kernels are");
  std::vector<std::string> folders(kernelDirs.begin(), kernelDirs.end());
  llvm::Expected<std::vector<env::CostSample>> samples =
      env::collectCostSamples(*db, dbDevice, folders, missing);
  if (!samples)
    return fail(llvm::toString(samples.takeError()));
  if (!missing.empty())
    llvm::errs() << llvm::formatv(
        "cuda-agent: {0} kernels of the database not found under --kernels "
        "(first: {1})\n",
        missing.size(), missing.front());
  if (samples->empty())
    return fail("no measurements of the given kernels in " + path);
  env::CrossValidation validation =
      env::crossValidate(*samples, retrainRidge, retrainFolds);
  std::set<std::string> kernels;
  for (const env::CostSample &sample : *samples)
    kernels.insert(sample.kernel);
  llvm::outs() << llvm::formatv(
      "{0} measurements of {1} kernels; held out by kernel ({2} folds, {3} "
      "kernels with 3+ schedules), mean Spearman against the GPU:\n"
      "  cost model            {4,6:f3}\n  cost model corrected  {5,6:f3}\n",
      samples->size(), kernels.size(), retrainFolds, validation.kernels,
      validation.modelSpearman, validation.correctedSpearman);
  env::CostCorrection correction =
      env::CostCorrection::fit(*samples, retrainRidge);
  if (llvm::Error error = correction.save(retrainOutput))
    return fail(llvm::toString(std::move(error)));
  llvm::outs() << "wrote " << retrainOutput << " (fitted on all "
               << samples->size() << " measurements)\n";
  return 0;
}

int runDb() {
  namespace experience = ::cuda_agent::experience;
  std::string path =
      dbPath.empty() ? experience::ExperienceDb::getDefaultPath() : dbPath;
  StringRef action = dbArguments.front();
  size_t operands =
      action == "record" ? 2
      : llvm::is_contained({"best", "import", "import-measurements"}, action)
          ? 1
          : 0;
  if (!llvm::is_contained({"stats", "best", "export", "import",
                           "import-measurements", "rules", "record"},
                          action))
    return fail("db: unknown action '" + action +
                "' (stats, best, export, import, import-measurements, rules, "
                "record)");
  if (dbArguments.size() != operands + 1)
    return fail(llvm::formatv("db {0}: expected {1} argument{2}", action,
                              operands, operands == 1 ? "" : "s"));
  llvm::Expected<experience::ExperienceDb> db =
      experience::ExperienceDb::open(path);
  if (!db)
    return fail(llvm::toString(db.takeError()));
  if (action == "stats") {
    llvm::Expected<experience::DbStats> stats = db->getStats();
    if (!stats)
      return fail(llvm::toString(stats.takeError()));
    llvm::outs() << llvm::formatv(
        "{0}: schema {1}, {2} kernels, {3} records ({4} correct), {5} "
        "devices, {6} attributions\n",
        path, db->getSchemaVersion(), stats->kernels, stats->records,
        stats->correctRecords, stats->devices, stats->attributions);
    return 0;
  }
  if (action == "import-measurements") {
    if (kernelDirs.empty())
      return fail("db import-measurements: give --kernels DIR (where the "
                  "measured kernels are)");
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFileOrSTDIN(dbArguments[1]);
    if (!file)
      return fail("cannot read " + dbArguments[1] + ": " +
                  file.getError().message());
    std::vector<std::string> missing;
    std::vector<std::string> folders(kernelDirs.begin(), kernelDirs.end());
    llvm::Expected<size_t> imported = ::cuda_agent::env::importMeasurements(
        *db, (*file)->getBuffer(), folders, "import", missing);
    if (!imported)
      return fail(dbArguments[1] + ": " + llvm::toString(imported.takeError()));
    if (!missing.empty())
      llvm::errs() << llvm::formatv(
          "cuda-agent: skipped the measurements of {0} kernels not found "
          "under --kernels (first: {1})\n",
          missing.size(), missing.front());
    llvm::outs() << "imported " << *imported << " measurements into " << path
                 << "\n";
    return 0;
  }
  if (action == "rules") {
    llvm::Expected<std::vector<experience::RuleScore>> scores =
        db->getRuleScores(dbDevice);
    if (!scores)
      return fail(llvm::toString(scores.takeError()));
    llvm::outs() << llvm::formatv("{0,-24} {1,6} {2,7} {3,13}\n", "rule",
                                  "fired", "helped", "mean speedup");
    for (const experience::RuleScore &score : *scores)
      llvm::outs() << llvm::formatv("{0,-24} {1,6} {2,7} {3,12:f2}x\n",
                                    score.rule, score.fired, score.helped,
                                    score.meanSpeedup);
    return 0;
  }
  if (action == "record") {
    llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
        ::cuda_agent::env::Kernel::load(dbArguments[1]);
    if (!kernel)
      return fail(llvm::toString(kernel.takeError()));
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFileOrSTDIN(dbArguments[2]);
    if (!file)
      return fail("cannot read " + dbArguments[2] + ": " +
                  file.getError().message());
    llvm::Expected<llvm::json::Value> value =
        llvm::json::parse((*file)->getBuffer());
    if (!value)
      return fail(dbArguments[2] + ": " + llvm::toString(value.takeError()));
    llvm::Expected<experience::Record> record = experience::parseRecord(*value);
    if (!record)
      return fail(dbArguments[2] + ": " + llvm::toString(record.takeError()));
    // The recording tool's compiler made it unless the record says.
    if (!value->getAsObject()->getString("compiler"))
      record->compiler.clear();
    record->kernelHash = (*kernel)->getHash();
    if (llvm::Error error = db->addKernel((*kernel)->describe()))
      return fail(llvm::toString(std::move(error)));
    if (llvm::Error error = db->addRecord(*record))
      return fail(llvm::toString(std::move(error)));
    llvm::outs() << "recorded " << dbArguments[1] << " in " << path << "\n";
    return 0;
  }
  if (action == "export") {
    if (llvm::Error error = db->exportJsonLines(llvm::outs()))
      return fail(llvm::toString(std::move(error)));
    return 0;
  }
  if (action == "import") {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFileOrSTDIN(dbArguments[1]);
    if (!file)
      return fail("cannot read " + dbArguments[1] + ": " +
                  file.getError().message());
    llvm::Expected<size_t> imported = db->importJsonLines((*file)->getBuffer());
    if (!imported)
      return fail(dbArguments[1] + ": " + llvm::toString(imported.takeError()));
    llvm::outs() << "imported " << *imported << " records into " << path
                 << "\n";
    return 0;
  }
  kernelPath.setValue(dbArguments[1]);
  llvm::Expected<std::optional<experience::Record>> best =
      lookUpBestRecord(path);
  if (!best)
    return fail(llvm::toString(best.takeError()));
  if (!*best)
    return fail("no verified record of " + dbArguments[1] + " in " + path);
  llvm::outs() << llvm::formatv(
      "{0}  {1:f2} us  baseline {2:f2} us  on {3}  ({4})\n",
      (*best)->schedule.empty() ? "(default)" : (*best)->schedule,
      (*best)->medianUs, (*best)->baselineUs, (*best)->device, (*best)->source);
  return 0;
}

} // namespace cuda_agent_tool
