//===- GpuReward.cpp - rewards measured on the GPU ------------------------===//

#include "cuda-agent/Compiler/CompilePlan.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Runtime/Measurement.h"
#include "cuda-agent/Runtime/Report.h"
#include "cuda-agent/Runtime/Statistics.h"
#include "cuda-agent/Runtime/Worker.h"
#include "cuda-agent/Support/CompilerVersion.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <optional>
#include <set>

using namespace cuda_agent;
using namespace cuda_agent::env;
namespace runtime = cuda_agent::runtime;
namespace experience = cuda_agent::experience;

namespace {

/// This machine's GPU measuring turn, held while alive: processes measuring
/// at once (the torch backend compiling regions in parallel) would time
/// each other's kernels. A file lock in the temporary directory; where it
/// cannot be opened, measurements go ahead without.
class GpuTurn {
public:
  GpuTurn() {
    llvm::SmallString<128> path;
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, path);
    llvm::sys::path::append(path, "cuda-agent-gpu.lock");
    if (llvm::sys::fs::openFileForWrite(path, fd,
                                        llvm::sys::fs::CD_OpenAlways)) {
      fd = -1;
    } else if (llvm::sys::fs::lockFile(fd)) {
      llvm::sys::Process::SafelyCloseFileDescriptor(fd);
      fd = -1;
    }
  }
  GpuTurn(const GpuTurn &) = delete;
  GpuTurn &operator=(const GpuTurn &) = delete;
  ~GpuTurn() {
    if (fd < 0)
      return;
    (void)llvm::sys::fs::unlockFile(fd);
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  }

private:
  int fd = -1;
};

/// The outcome a harness failure kind stands for.
Outcome outcomeOf(runtime::FailureKind kind) {
  switch (runtime::getExitCode(kind)) {
  case 0:
    return Outcome::Measured;
  case 3: // a wrong answer, any check
  case 5: // faster than possible: not doing the work
    return Outcome::WrongResult;
  default:
    return Outcome::RuntimeFailure;
  }
}

double rewardOf(Outcome outcome) {
  switch (outcome) {
  case Outcome::WrongResult:
    return kWrongResultReward;
  case Outcome::RuntimeFailure:
    return kRuntimeFailureReward;
  case Outcome::CompileFailure:
    return kCompileFailureReward;
  case Outcome::IllegalAction:
    return kIllegalActionReward;
  default:
    return 0;
  }
}

llvm::json::Value toJSON(const std::string &key, const Evaluation &e) {
  return llvm::json::Object{{"key", key},
                            {"outcome", getOutcomeName(e.outcome)},
                            {"reward", e.reward},
                            {"seconds", e.seconds},
                            {"baseline_seconds", e.baselineSeconds},
                            {"message", e.message}};
}

/// A line of the cache file (toJSON's), with whether its outcome is one
/// this build knows (else the evaluation keeps Evaluation's default).
struct CachedMeasurement {
  std::string key;
  Evaluation evaluation;
  bool knownOutcome = false;
};

/// None for a line that is no JSON object.
std::optional<CachedMeasurement> parseCachedMeasurement(llvm::StringRef line) {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(line);
  if (!value) {
    llvm::consumeError(value.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *object = value->getAsObject();
  if (!object)
    return std::nullopt;
  CachedMeasurement cached;
  cached.key = object->getString("key").value_or("").str();
  llvm::StringRef outcome = object->getString("outcome").value_or("");
  for (Outcome candidate : {Outcome::Measured, Outcome::CompileFailure,
                            Outcome::RuntimeFailure, Outcome::WrongResult})
    if (getOutcomeName(candidate) == outcome) {
      cached.evaluation.outcome = candidate;
      cached.knownOutcome = true;
    }
  Evaluation &evaluation = cached.evaluation;
  evaluation.reward = object->getNumber("reward").value_or(0);
  evaluation.seconds = object->getNumber("seconds").value_or(0);
  evaluation.baselineSeconds =
      object->getNumber("baseline_seconds").value_or(0);
  evaluation.message = object->getString("message").value_or("").str();
  return cached;
}

class GpuReward : public RewardSource {
public:
  GpuReward(GpuRewardOptions options,
            std::unique_ptr<runtime::MeasurementServer> server,
            std::string directory)
      : options(std::move(options)), server(std::move(server)),
        directory(std::move(directory)) {}
  ~GpuReward() override { llvm::sys::fs::remove_directories(directory); }

  llvm::Error loadCache() {
    if (options.cacheFile.empty() || !llvm::sys::fs::exists(options.cacheFile))
      return llvm::Error::success();
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(options.cacheFile, /*IsText=*/true);
    if (!file)
      return llvm::createStringError("cannot read " + options.cacheFile +
                                     ": " + file.getError().message());
    llvm::SmallVector<llvm::StringRef> lines;
    (*file)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef line : lines) {
      std::optional<CachedMeasurement> cached = parseCachedMeasurement(line);
      if (!cached)
        return llvm::createStringError(options.cacheFile +
                                       ": not a measurement: " + line);
      cache[cached->key] = std::move(cached->evaluation);
    }
    return llvm::Error::success();
  }

  llvm::Error openDatabase() {
    if (options.database.empty())
      return llvm::Error::success();
    llvm::Expected<experience::ExperienceDb> opened =
        experience::ExperienceDb::open(options.database);
    if (!opened)
      return opened.takeError();
    database.emplace(std::move(*opened));
    return llvm::Error::success();
  }

  std::string takeStatistics() override {
    uint64_t compiled = compiles.exchange(0), measured = measurements.exchange(0);
    double compileSeconds = compileMicroseconds.exchange(0) * 1e-6;
    double measureSeconds = measureMicroseconds.exchange(0) * 1e-6;
    return llvm::formatv("{0} schedules compiled, {1:f2} s ({2:f0} ms each; "
                         "the workers' sum); {3} measured, {4:f2} s waiting "
                         "for the GPU worker ({5:f0} ms each, queueing "
                         "included)",
                         compiled, compileSeconds,
                         compiled ? 1e3 * compileSeconds / compiled : 0.0,
                         measured, measureSeconds,
                         measured ? 1e3 * measureSeconds / measured : 0.0);
  }

  Evaluation evaluate(const Kernel &kernel, const Schedule &schedule) override {
    // The compiler too: a cache file kept across builds serves only the
    // measurements of the code this build generates.
    std::string key = llvm::formatv("{0:x16}|{1}|{2}|{3}", kernel.getHash(),
                                    schedule.str(), server->getDevice(),
                                    getCompilerVersion());
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto found = cache.find(key);
      if (found != cache.end())
        return found->second;
    }
    experience::Record record;
    Evaluation evaluation = measure(kernel, schedule, record);
    std::lock_guard<std::mutex> lock(mutex);
    cache[key] = evaluation;
    std::string cacheLine = llvm::formatv("{0}", toJSON(key, evaluation)).str();
    remember(kernel, std::move(record), cacheLine);
    return evaluation;
  }

  llvm::Expected<llvm::json::Object>
  profile(const Kernel &kernel, const Schedule &schedule) override {
    experience::Record record;
    llvm::json::Object report;
    Evaluation evaluation =
        measure(kernel, schedule, record, /*profile=*/true, &report);
    if (const llvm::json::Object *counters = report.getObject("profile"))
      record.profile = llvm::formatv(
          "{0}", llvm::json::Value(llvm::json::Object(*counters)));
    std::lock_guard<std::mutex> lock(mutex);
    remember(kernel, std::move(record));
    if (evaluation.outcome != Outcome::Measured)
      return llvm::createStringError("profiling " + schedule.str() + ": " +
                                     evaluation.message);
    return report;
  }

private:
  /// A kernel's default-schedule plan and float64 reference plan, compiled
  /// once and shared by all its measurements.
  struct KernelPlans {
    std::mutex mutex;
    bool compiled = false;
    std::string baseline, reference, diagnostics;
  };

  Evaluation failure(Outcome outcome, std::string message) {
    return Evaluation{outcome, rewardOf(outcome), 0, 0, std::move(message)};
  }

  /// Compiles into `into` with the compiler's diagnostics collected.
  static mlir::LogicalResult
  compile(const Kernel &kernel, llvm::StringRef into,
          const mlir::cuda_agent::CompilePlanOptions &plan,
          std::string &diagnostics) {
    mlir::ModuleOp module = kernel.getModule();
    mlir::ScopedDiagnosticHandler handler(
        module.getContext(), [&](mlir::Diagnostic &diagnostic) {
          diagnostics += diagnostic.str() + "\n";
          return mlir::success();
        });
    return mlir::cuda_agent::compilePlan(module, into, plan);
  }

  /// The kernel's baseline and reference plans (compiled by the first
  /// caller; the others wait for it).
  const KernelPlans &getPlans(const Kernel &kernel) {
    std::shared_ptr<KernelPlans> plans;
    {
      std::lock_guard<std::mutex> lock(mutex);
      std::shared_ptr<KernelPlans> &slot = plansByKernel[kernel.getHash()];
      if (!slot)
        slot = std::make_shared<KernelPlans>();
      plans = slot;
    }
    std::lock_guard<std::mutex> lock(plans->mutex);
    if (!plans->compiled) {
      plans->compiled = true;
      std::string base = llvm::formatv("{0}/{1:x16}", directory, kernel.getHash());
      mlir::cuda_agent::CompilePlanOptions baseline;
      baseline.defaultSchedule = true;
      baseline.code = mlir::cuda_agent::getFastestLoadingCode();
      if (mlir::succeeded(compile(kernel, base, baseline, plans->diagnostics))) {
        plans->baseline = base;
        plans->reference = base + "/reference";
      }
    }
    return *plans;
  }

  /// Records a new measurement in the experience database (the kernel on
  /// its first) and its evaluation's `cacheLine` (none for a profile) in
  /// the cache file, or hands both to onMeasurement; a failed write is
  /// reported once and leaves the reward alone. Called with `mutex` held.
  void remember(const Kernel &kernel, experience::Record record,
                llvm::StringRef cacheLine = "") {
    if (options.onMeasurement) {
      options.onMeasurement(kernel.describe(), record, cacheLine);
      return;
    }
    if (!cacheLine.empty() && !options.cacheFile.empty()) {
      std::error_code error;
      llvm::raw_fd_ostream os(options.cacheFile, error,
                              llvm::sys::fs::OF_Append);
      if (!error)
        os << cacheLine << "\n";
    }
    if (!database)
      return;
    llvm::Error error = recordedKernels.insert(kernel.getHash()).second
                            ? database->addKernel(kernel.describe())
                            : llvm::Error::success();
    if (!error)
      error = database->addRecord(record);
    if (error && !databaseFailed) {
      databaseFailed = true;
      llvm::errs() << "cuda-agent: warning: not recording measurements: "
                   << llvm::toString(std::move(error)) << "\n";
    } else {
      llvm::consumeError(std::move(error));
    }
  }

  /// With `profile`, the counters are read too and the report kept in
  /// `report`.
  Evaluation measure(const Kernel &kernel, const Schedule &schedule,
                     experience::Record &record, bool profile = false,
                     llvm::json::Object *report = nullptr) {
    record.kernelHash = kernel.getHash();
    record.schedule = schedule.str();
    record.device = server->getDevice();
    record.source = options.source;
    Evaluation evaluation =
        measureSchedule(kernel, schedule, record, profile, report);
    record.outcome = getOutcomeName(evaluation.outcome).str();
    record.correct = evaluation.outcome == Outcome::Measured;
    return evaluation;
  }

  /// measure()'s work; fills the record's times and errors from the report.
  Evaluation measureSchedule(const Kernel &kernel, const Schedule &schedule,
                             experience::Record &record, bool profile,
                             llvm::json::Object *reportOut) {
    const KernelPlans &plans = getPlans(kernel);
    if (plans.baseline.empty())
      return failure(Outcome::CompileFailure,
                     "the default schedule: " + plans.diagnostics);
    llvm::SmallString<128> planDirectory;
    if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
            directory + "/plan", planDirectory))
      return failure(Outcome::RuntimeFailure,
                     "cannot create a temporary directory: " + error.message());
    llvm::scope_exit cleanup(
        [&] { llvm::sys::fs::remove_directories(planDirectory); });
    mlir::cuda_agent::CompilePlanOptions plan;
    plan.schedule = schedule.str();
    plan.reference = false;
    // Cubins where ptxas is found: ptxas runs here, on the caller's thread
    // (in parallel), and the serial worker only loads.
    plan.code = mlir::cuda_agent::getFastestLoadingCode();
    std::string diagnostics;
    runtime::Stopwatch stopwatch;
    mlir::LogicalResult compiled =
        compile(kernel, planDirectory, plan, diagnostics);
    compileMicroseconds += uint64_t(stopwatch.lap() * 1e3);
    ++compiles;
    if (mlir::failed(compiled))
      return failure(Outcome::CompileFailure, diagnostics);

    runtime::MeasurementRequest request;
    request.plan = planDirectory.str().str();
    request.referencePlan = plans.reference;
    request.baselinePlan = plans.baseline;
    request.kernelName = kernel.getName();
    request.harness.timing.minRuns = options.minRuns;
    request.harness.timing.targetHalfWidth = options.targetHalfWidth;
    request.harness.timing.maxSeconds = options.maxSeconds;
    request.harness.timing.stopIfSlowerThan = options.stopIfSlowerThan;
    request.harness.profileCounters = profile;
    llvm::json::Object report;
    {
      GpuTurn turn;
      report = server->measure(request);
    }
    if (reportOut)
      *reportOut = report;
    measureMicroseconds += uint64_t(stopwatch.lap() * 1e3);
    ++measurements;
    experience::fillFromReport(record, report);
    runtime::FailureKind kind = runtime::getFailure(report);
    if (kind != runtime::FailureKind::None)
      return failure(outcomeOf(kind),
                     (runtime::getName(kind) + ": " +
                      report.getObject("failure")
                          ->getString("message")
                          .value_or(""))
                         .str());
    std::optional<double> median = report.getNumber("median_us");
    std::optional<double> baselineMedian = report.getNumber("baseline_us");
    if (!median || !baselineMedian || *median <= 0)
      return failure(Outcome::RuntimeFailure,
                     "the report has no times: " +
                         report.getString("baseline_note").value_or("").str());
    return Evaluation{Outcome::Measured, std::log(*baselineMedian / *median),
                      *median * 1e-6, *baselineMedian * 1e-6, ""};
  }

  /// takeStatistics' counters, summed over the threads evaluating.
  std::atomic<uint64_t> compiles{0}, measurements{0};
  std::atomic<uint64_t> compileMicroseconds{0}, measureMicroseconds{0};
  GpuRewardOptions options;
  std::unique_ptr<runtime::MeasurementServer> server;
  /// Plans live under it while the source does.
  std::string directory;
  std::mutex mutex;
  std::map<std::string, Evaluation> cache;
  std::map<uint64_t, std::shared_ptr<KernelPlans>> plansByKernel;
  std::optional<experience::ExperienceDb> database;
  std::set<uint64_t> recordedKernels;
  bool databaseFailed = false;
};

} // namespace

llvm::Expected<size_t> cuda_agent::env::importMeasurements(
    experience::ExperienceDb &database, llvm::StringRef text,
    llvm::ArrayRef<std::string> kernelDirs, llvm::StringRef source,
    std::vector<std::string> &missing) {
  // The kernels by the hash of their text.
  std::map<uint64_t, std::string> files;
  for (std::string &path : findKernelFiles(kernelDirs)) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(path);
    if (file)
      files.emplace(hashKernelText((*file)->getBuffer()), std::move(path));
  }
  std::map<uint64_t, std::shared_ptr<Kernel>> loaded;
  std::set<uint64_t> absent;
  size_t recorded = 0;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (auto [index, line] : llvm::enumerate(lines)) {
    auto bad = [&, index = index](const llvm::Twine &why) {
      return llvm::createStringError(
          llvm::formatv("line {0}: {1}", index + 1, why.str()).str());
    };
    std::optional<CachedMeasurement> cached = parseCachedMeasurement(line);
    if (!cached)
      return bad("not a measurement");
    // Keys before the compiler was part of them have three parts: their
    // records' compiler is unknown ('').
    llvm::SmallVector<llvm::StringRef, 4> parts;
    llvm::StringRef(cached->key).split(parts, '|');
    uint64_t hash = 0;
    if ((parts.size() != 3 && parts.size() != 4) ||
        !parts[0].consume_front("0x") || parts[0].getAsInteger(16, hash))
      return bad("no key \"0xHASH|schedule|device|compiler\"");
    if (!files.count(hash)) {
      if (absent.insert(hash).second)
        missing.push_back(llvm::formatv("{0:x-16}", hash));
      continue;
    }
    std::shared_ptr<Kernel> &kernel = loaded[hash];
    if (!kernel) {
      llvm::Expected<std::shared_ptr<Kernel>> parsed =
          Kernel::load(files[hash]);
      if (!parsed)
        return bad(llvm::toString(parsed.takeError()));
      kernel = std::move(*parsed);
      if (llvm::Error error = database.addKernel(kernel->describe()))
        return std::move(error);
    }
    experience::Record record;
    record.kernelHash = hash;
    record.schedule = parts[1].str();
    record.device = parts[2].str();
    record.compiler =
        parts.size() == 4 ? parts[3].str() : experience::kUnknownCompiler.str();
    record.source = source.str();
    // A line whose outcome this build does not know is no correct record.
    const Evaluation &evaluation = cached->evaluation;
    record.correct =
        cached->knownOutcome && evaluation.outcome == Outcome::Measured;
    record.outcome = cached->knownOutcome
                         ? getOutcomeName(evaluation.outcome).str()
                         : "unknown";
    record.medianUs = 1e6 * evaluation.seconds;
    record.baselineUs = 1e6 * evaluation.baselineSeconds;
    if (llvm::Error error = database.addRecord(record))
      return std::move(error);
    ++recorded;
  }
  return recorded;
}

llvm::Expected<std::unique_ptr<RewardSource>>
cuda_agent::env::createGpuReward(const GpuRewardOptions &options) {
  llvm::Expected<std::unique_ptr<runtime::MeasurementServer>> server =
      runtime::MeasurementServer::start(options.launcher,
                                        options.timeoutSeconds);
  if (!server)
    return llvm::createStringError("no CUDA device: " +
                                   llvm::toString(server.takeError()));
  llvm::SmallString<128> directory;
  if (std::error_code error = llvm::sys::fs::createUniqueDirectory(
          "cuda-agent-gpu-reward", directory))
    return llvm::createStringError("cannot create a temporary directory: " +
                                   error.message());
  auto reward = std::make_unique<GpuReward>(options, std::move(*server),
                                            directory.str().str());
  if (llvm::Error error = reward->loadCache())
    return std::move(error);
  if (llvm::Error error = reward->openDatabase())
    return std::move(error);
  return std::move(reward);
}
