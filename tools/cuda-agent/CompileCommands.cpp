//===- CompileCommands.cpp - compile, run, features, sample ---------------===//

#include "Tool.h"

#include "cuda-agent/Scheduling/DispatchRegions.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"

#include "cuda-agent/Compiler/CompilePlan.h"
#include "cuda-agent/Env/CostCorrection.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Runtime/Report.h"
#include "cuda-agent/Runtime/Worker.h"
#include "cuda-agent/Support/CompilerVersion.h"
#include "cuda-agent/Tune/Tune.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

#include <cmath>
#include <set>

using namespace mlir;

namespace cuda_agent_tool {

OwningOpRef<ModuleOp> loadKernel(MLIRContext &context) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(kernelPath, &error);
  if (!file) {
    llvm::WithColor::error(llvm::errs(), "cuda-agent") << error << "\n";
    return {};
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

/// Where the compiled schedule came from, written beside the plan
/// (choice.json) for the reports that say so (the torch suite, explain).
struct ScheduleChoice {
  /// "given" (--schedule), "database" (the kernel's verified record),
  /// "network" (the policy's greedy or sampled episode), "engine defaults"
  /// (an engine's default schedule weighed beside it), "similar kernel"
  /// (a similar kernel's record, fitted), "default schedule".
  std::string origin = "default schedule";
  /// What ranked the candidates ("" where none were ranked).
  std::string rankedBy;
  unsigned candidates = 0;
  /// The chosen schedule's speedup over the default as ranked (0: none).
  double speedup = 0;
};
ScheduleChoice scheduleChoice;

/// The origin choice.json states for Policy::choose's.
std::string getChoiceOrigin(StringRef policyOrigin) {
  if (policyOrigin == "policy" || policyOrigin.starts_with("policy guided"))
    return "network";
  if (policyOrigin == "default")
    return "default schedule";
  if (policyOrigin.starts_with("similar kernel"))
    return "similar kernel";
  if (policyOrigin.ends_with(" defaults"))
    return "engine defaults";
  return policyOrigin.str();
}

/// Writes choice.json into the plan directory: the schedule as given to the
/// compiler, its origin and the compiler's version.
LogicalResult writeChoice(StringRef planDirectory) {
  llvm::SmallString<128> path(planDirectory);
  llvm::sys::path::append(path, "choice.json");
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error) {
    fail("cannot write " + path.str() + ": " + error.message());
    return failure();
  }
  llvm::json::Object choice{
      {"schedule", scheduleOption.getValue()},
      {"origin", scheduleChoice.origin},
      {"compiler", ::cuda_agent::getCompilerVersion()}};
  if (!scheduleChoice.rankedBy.empty()) {
    choice["ranked_by"] = scheduleChoice.rankedBy;
    choice["candidates"] = int64_t(scheduleChoice.candidates);
    choice["speedup"] = scheduleChoice.speedup;
  }
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(choice))) << "\n";
  return success();
}

/// With --db (and no --schedule): takes the kernel's best verified record;
/// without one, the policy (--policy) or the default schedule decides.
LogicalResult takeExperienceSchedule() {
  if (dbPath.empty() || !scheduleOption.empty())
    return success();
  llvm::Expected<std::optional<::cuda_agent::experience::Record>> best =
      lookUpBestRecord(dbPath);
  if (!best) {
    fail(llvm::toString(best.takeError()));
    return failure();
  }
  if (!*best) {
    llvm::errs() << "cuda-agent: no verified record of " << kernelPath
                 << " by this compiler (" << ::cuda_agent::getCompilerVersion()
                 << ") in " << dbPath << "\n";
    return success();
  }
  const ::cuda_agent::experience::Record &record = **best;
  llvm::errs() << llvm::formatv(
      "cuda-agent: experience: {0} ({1:f2} us on {2}, {3:f2}x the default "
      "schedule)\n",
      record.schedule.empty() ? "the default schedule" : record.schedule,
      record.medianUs, record.device,
      record.medianUs > 0 && record.baselineUs > 0
          ? record.baselineUs / record.medianUs
          : 1.0);
  scheduleOption.setValue(record.schedule);
  policyOption.setValue("");
  scheduleChoice.origin = "database";
  return success();
}

/// The policy's choice for `kernel` (--policy-samples: sampled episodes,
/// measured on the GPU where there is one, and with --db similar kernels'
/// records fitted), said on stderr; `made` gets where it came from.
llvm::Expected<std::string>
choosePolicySchedule(::cuda_agent::policy::Policy &loaded,
                     const std::shared_ptr<::cuda_agent::env::Kernel> &kernel,
                     StringRef what, ScheduleChoice &made) {
  namespace policy = ::cuda_agent::policy;
  policy::Policy::ChooseOptions options;
  std::string rankedBy = "the cost model";
  if (policySamples) {
    options.mode = policy::Mode::Sample;
    options.samples = policySamples;
    auto gpu = createGpuRewards(10, 2, 1.5, 0.02, "", "policy");
    if (gpu) {
      options.rewards = std::move(*gpu);
      rankedBy = "the GPU";
    } else {
      llvm::errs() << "cuda-agent: no GPU to measure the candidates ("
                   << llvm::toString(gpu.takeError())
                   << "): ranked by the cost model\n";
    }
  }
  // With --db: the best records of similar kernels, fitted to this one,
  // are candidates too (retrieval, docs/EXPERIENCE.md).
  if (options.mode == policy::Mode::Sample && !dbPath.empty()) {
    llvm::Expected<::cuda_agent::experience::ExperienceDb> db =
        ::cuda_agent::experience::ExperienceDb::open(dbPath);
    if (!db)
      return db.takeError();
    llvm::Expected<std::vector<std::pair<std::string, ::cuda_agent::Schedule>>>
        similar = ::cuda_agent::tune::retrieveSimilarSchedules(*db, *kernel,
                                                               dbDevice, 4);
    if (!similar)
      return similar.takeError();
    for (auto &[name, schedule] : *similar)
      options.extraCandidates.emplace_back("similar kernel " + name,
                                           std::move(schedule));
  }
  policy::Policy::Choice choice = loaded.choose(kernel, options);
  if (choice.evaluation.outcome != ::cuda_agent::env::Outcome::Measured)
    return llvm::createStringError(
        "policy " + policyOption + ": its best schedule '" + choice.schedule +
        "' for " + what.str() + " failed (" +
        ::cuda_agent::env::getOutcomeName(choice.evaluation.outcome).str() +
        "): " + choice.evaluation.message);
  llvm::errs() << llvm::formatv(
      "cuda-agent: policy {0} chose {1}{2} ({3:f2}x the default schedule by "
      "{4}; {5} candidate{6}{7}){8}\n",
      policyOption,
      choice.schedule.empty() ? "the default schedule" : choice.schedule,
      what == kernelPath ? std::string() : " for " + what.str(),
      std::exp(choice.evaluation.reward), rankedBy, choice.candidates,
      choice.candidates == 1 ? "" : "s",
      options.extraCandidates.empty()
          ? std::string()
          : llvm::formatv(", {0} from similar kernels",
                          options.extraCandidates.size())
                .str(),
      choice.origin == "policy" || choice.origin == "default"
          ? std::string()
          : " from the " + choice.origin);
  made.origin = getChoiceOrigin(choice.origin);
  made.rankedBy = rankedBy;
  made.candidates = choice.candidates;
  made.speedup = std::exp(choice.evaluation.reward);
  return choice.schedule;
}

/// The policy of --policy for each region of a whole model (set by
/// takePolicySchedule where the kernel file is one).
std::shared_ptr<::cuda_agent::policy::Policy> regionPolicy;

/// Whether the kernel file is a whole model (compiler::countModelKernels).
bool isWholeModelFile(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  return module && compiler::countModelKernels(*module) != 0;
}

/// With --policy: sets --schedule to the policy's choice for the kernel; for
/// a whole model, the policy chooses each region's (regionPolicy).
LogicalResult takePolicySchedule(MLIRContext &context) {
  namespace env = ::cuda_agent::env;
  namespace policy = ::cuda_agent::policy;
  if (policyOption.empty())
    return success();
  if (!scheduleOption.empty()) {
    fail("give --schedule or --policy, not both");
    return failure();
  }
  llvm::Expected<policy::Policy> loaded = policy::Policy::load(policyOption);
  if (!loaded) {
    fail(llvm::toString(loaded.takeError()));
    return failure();
  }
  llvm::Expected<std::shared_ptr<env::Kernel>> kernel =
      env::Kernel::load(kernelPath);
  if (!kernel) {
    if (!wholeModel || !isWholeModelFile(context)) {
      fail(llvm::toString(kernel.takeError()));
      return failure();
    }
    llvm::consumeError(kernel.takeError());
    regionPolicy = std::make_shared<policy::Policy>(std::move(*loaded));
    // Each region's schedule is in the plan's regions (launch.json).
    scheduleChoice.origin = "network";
    return success();
  }
  llvm::Expected<std::string> schedule =
      choosePolicySchedule(*loaded, *kernel, kernelPath, scheduleChoice);
  if (!schedule) {
    fail(llvm::toString(schedule.takeError()));
    return failure();
  }
  scheduleOption.setValue(*schedule);
  return success();
}

/// Compiles the kernel file into `planDirectory` (compilePlan); says which
/// file failed.
LogicalResult compileKernelFile(MLIRContext &context, StringRef planDirectory,
                                compiler::KernelCode code, bool reference,
                                bool defaultSchedule = false) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return failure();
  compiler::CompilePlanOptions options;
  options.schedule = scheduleOption;
  options.defaultSchedule = defaultSchedule;
  options.reference = reference;
  options.chip = chip.getValue();
  options.code = code;
  options.wholeModel = wholeModel;
  options.hostFallback = hostFallback;
  // A model's regions: each one's best verified record in --db first (the
  // torch backend records its regions' measurements), else --policy's
  // choice, else the region's default schedule.
  bool modelDb = !dbPath.empty() && scheduleChoice.origin != "database";
  if ((regionPolicy || modelDb) && !defaultSchedule)
    options.chooseRegionSchedule =
        [modelDb](ModuleOp region, StringRef name) -> FailureOr<std::string> {
      std::string text;
      llvm::raw_string_ostream os(text);
      region.print(os);
      if (modelDb) {
        llvm::Expected<std::optional<::cuda_agent::experience::Record>> best =
            lookUpBestRecordOf(dbPath, text);
        if (!best) {
          llvm::WithColor::error(llvm::errs(), "cuda-agent")
              << llvm::toString(best.takeError()) << "\n";
          return failure();
        }
        if (*best) {
          llvm::errs() << llvm::formatv(
              "cuda-agent: experience: {0} for {1} ({2:f2} us on {3})\n",
              (*best)->schedule.empty() ? "the default schedule"
                                        : (*best)->schedule,
              name, (*best)->medianUs, (*best)->device);
          return (*best)->schedule;
        }
        if (!regionPolicy)
          return std::string();
      }
      llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
          ::cuda_agent::env::Kernel::parse((name + ".mlir").str(), text);
      ScheduleChoice made;
      llvm::Expected<std::string> schedule =
          kernel ? choosePolicySchedule(*regionPolicy, *kernel, name, made)
                 : llvm::Expected<std::string>(kernel.takeError());
      if (!schedule) {
        llvm::WithColor::error(llvm::errs(), "cuda-agent")
            << llvm::toString(schedule.takeError()) << "\n";
        return failure();
      }
      return *schedule;
    };
  if (failed(compiler::compilePlan(*module, planDirectory, options))) {
    fail("compiling " + kernelPath + " failed");
    return failure();
  }
  return success();
}

/// Prints the module to -o (stdout without one), as cuda-agent-opt does.
int writeModule(ModuleOp module) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputPath.empty() ? "-" : outputPath.getValue(), &error);
  if (!output)
    return fail(error);
  OpPrintingFlags flags;
  if (importCommand && printLocations)
    flags.enableDebugInfo();
  module.print(output->os(), flags);
  output->os() << "\n";
  output->keep();
  return 0;
}

int runCompile(MLIRContext &context) {
  if (!scheduleOption.empty())
    scheduleChoice.origin = "given";
  if (failed(takeExperienceSchedule()) || failed(takePolicySchedule(context)))
    return 1;
  std::string planDirectory =
      outputPath.empty() ? kernelPath + ".ptx" : outputPath.getValue();
  if (emit == Emit::Ptx || emit == Emit::Cubin) {
    compiler::KernelCode code = emit == Emit::Cubin
                                    ? compiler::KernelCode::Cubin
                                    : compiler::KernelCode::Ptx;
    if (failed(compileKernelFile(context, planDirectory, code, withReference)) ||
        failed(writeChoice(planDirectory)))
      return 1;
    llvm::outs() << planDirectory << "\n";
    return 0;
  }
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  PassManager pm(&context);
  if (emit == Emit::Transform) {
    compiler::EmitTransformOptions emitOptions;
    emitOptions.schedule = scheduleOption;
    pm.addPass(compiler::createEmitTransform(emitOptions));
  } else {
    compiler::ApplyScheduleOptions scheduleOptions;
    scheduleOptions.schedule = scheduleOption;
    pm.addPass(compiler::createApplySchedule(scheduleOptions));
  }
  if (failed(pm.run(*module)))
    return fail("compiling " + kernelPath + " failed");
  return writeModule(*module);
}

/// An op list as JSON: the ops' names and the source names of their
/// locations.
llvm::json::Object describeOps(ArrayRef<Operation *> ops) {
  llvm::json::Array names, sourceNames;
  llvm::SetVector<StringRef> sources;
  for (Operation *op : ops) {
    names.push_back(op->getName().getStringRef().str());
    compiler::collectSourceNames(op->getLoc(), sources);
  }
  for (StringRef source : sources)
    sourceNames.push_back(source.str());
  return llvm::json::Object{{"ops", std::move(names)},
                            {"sources", std::move(sourceNames)}};
}

int runRegions(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  func::FuncOp function = compiler::getModelFunction(*module);
  if (!function)
    return fail(kernelPath + ": a model's regions are those of one public "
                             "function of one block");
  SmallVector<compiler::DispatchRegion> regions =
      compiler::formDispatchRegions(function);
  llvm::json::Array described;
  for (auto [index, region] : llvm::enumerate(regions)) {
    llvm::json::Object object = describeOps(region.ops);
    object["index"] = int64_t(index);
    object["root"] = region.root ? llvm::json::Value(
                                       region.root->getName().getStringRef().str())
                                 : llvm::json::Value(nullptr);
    object["weights"] = region.weights;
    described.push_back(std::move(object));
  }
  // What stays in the model's function: not in a region, not an init a
  // region copies.
  SmallVector<Operation *> caller;
  for (Operation &op : function.getBody().front().without_terminator())
    if (!compiler::isDispatchRegionInit(&op) &&
        llvm::none_of(regions, [&](const compiler::DispatchRegion &region) {
          return region.contains(&op);
        }))
      caller.push_back(&op);
  llvm::json::Object report{{"function", function.getSymName().str()},
                            {"regions", std::move(described)},
                            {"caller", describeOps(caller)}};
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(report)))
               << "\n";
  return 0;
}

int runImport(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  PassManager pm(&context);
  compiler::buildTorchToKernelPipeline(pm);
  if (failed(pm.run(*module)))
    return fail("importing " + kernelPath + " failed");
  return writeModule(*module);
}

/// A few lines for a person: correct or why not, time, speedup, bandwidth.
void printSummary(const llvm::json::Object &report, llvm::raw_ostream &os) {
  auto number = [&](StringRef key) {
    return report.getNumber(key).value_or(0.0);
  };
  os << report.getString("kernel").value_or("") << "  "
     << report.getString("schedule").value_or("") << "\n";
  if (const llvm::json::Object *failure = report.getObject("failure")) {
    os << "  FAILED (" << failure->getString("kind").value_or("")
       << "): " << failure->getString("message").value_or("") << "\n";
    return;
  }
  const llvm::json::Array *checks = report.getArray("checks");
  os << llvm::formatv("  correct on {0} checks (rel-L2 error {1:e1}, "
                      "tolerance {2:e1})\n",
                      checks ? checks->size() : 0, number("rel_l2_err"),
                      number("tolerance"));
  if (!report.getNumber("median_us"))
    return;
  os << llvm::formatv("  median {0:f2} us (p10 {1:f2}, p90 {2:f2}; {3} runs, "
                      "+-{4:f1}%)",
                      number("median_us"), number("p10_us"), number("p90_us"),
                      report.getInteger("runs").value_or(0),
                      100 * number("median_ci_rel"));
  if (report.getNumber("kernel_median_us"))
    os << llvm::formatv("; kernels alone {0:f2} us (CUPTI){1}",
                        number("kernel_median_us"),
                        report.getBoolean("timers_disagree").value_or(false)
                            ? ", DISAGREES with the events by > 10%"
                            : "");
  os << "\n";
  if (report.getNumber("baseline_us"))
    os << llvm::formatv("  baseline (default schedule) {0:f2} us: speedup "
                        "{1:f2}x\n",
                        number("baseline_us"), number("speedup"));
  else if (auto note = report.getString("baseline_note"))
    os << "  baseline: " << *note << "\n";
  os << llvm::formatv("  {0:f1} GB/s, {1:f1} GFLOP/s", number("gbytes_per_s"),
                      number("gflops"));
  if (report.getNumber("roofline_fraction"))
    os << llvm::formatv(", {0:f1}% of the roofline ({1:f2} us)",
                        100 * number("roofline_fraction"),
                        number("roofline_us"));
  os << "\n";
  const llvm::json::Object *profile = report.getObject("profile");
  if (!profile)
    return;
  if (const llvm::json::Array *kernels = profile->getArray("kernels"))
    for (const llvm::json::Value &value : *kernels) {
      const llvm::json::Object &kernel = *value.getAsObject();
      os << llvm::formatv(
          "  kernel {0}: {1} registers, {2} B spilled, {3} B "
          "shared, {4:f0}% occupancy (theoretical)\n",
          kernel.getString("name").value_or(""),
          kernel.getInteger("registers_per_thread").value_or(0),
          kernel.getInteger("local_bytes_per_thread").value_or(0),
          kernel.getInteger("static_shared_bytes").value_or(0),
          100 * kernel.getNumber("theoretical_occupancy").value_or(0));
      if (const llvm::json::Object *counters = kernel.getObject("counters")) {
        std::vector<std::string> names;
        for (const auto &entry : *counters)
          names.push_back(entry.first.str());
        llvm::sort(names);
        for (const std::string &name : names)
          os << llvm::formatv("    {0,-58} {1:f2}\n", name,
                              counters->getNumber(name).value_or(0));
      }
    }
  if (auto note = profile->getString("counters_note"))
    os << "  " << *note << "\n";
}

/// Records `cuda-agent run`'s measurements in the experience database
/// (--db=: nowhere); a database that cannot be written is a warning.
void recordRunReports(const llvm::json::Array &reports) {
  namespace experience = ::cuda_agent::experience;
  std::string path = getRecordingDatabase();
  if (path.empty())
    return;
  llvm::Error error = [&]() -> llvm::Error {
    llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
        ::cuda_agent::env::Kernel::load(kernelPath);
    if (!kernel)
      return kernel.takeError();
    llvm::Expected<experience::ExperienceDb> db =
        experience::ExperienceDb::open(path);
    if (!db)
      return db.takeError();
    if (llvm::Error error = db->addKernel((*kernel)->describe()))
      return error;
    for (const llvm::json::Value &value : reports) {
      const llvm::json::Object &report = *value.getAsObject();
      experience::Record record;
      record.kernelHash = (*kernel)->getHash();
      record.schedule = report.getString("schedule").value_or("").str();
      record.source = "run";
      runtime::FailureKind failure = runtime::getFailure(report);
      record.outcome = failure == runtime::FailureKind::None
                           ? "measured"
                           : runtime::getName(failure).str();
      record.correct = report.getBoolean("correct").value_or(false) &&
                       failure == runtime::FailureKind::None;
      experience::fillFromReport(record, report);
      if (llvm::Error error = db->addRecord(record))
        return error;
    }
    return llvm::Error::success();
  }();
  if (error)
    llvm::errs() << "cuda-agent: warning: not recorded in " << path << ": "
                 << llvm::toString(std::move(error)) << "\n";
}

int runRun(MLIRContext &context) {
  if (failed(takePolicySchedule(context)))
    return 1;
  llvm::SmallString<128> planDirectory;
  if (std::error_code error =
          llvm::sys::fs::createUniqueDirectory("cuda-agent-run", planDirectory))
    return fail("cannot create a temporary directory: " + error.message());
  llvm::scope_exit cleanup(
      [&] { llvm::sys::fs::remove_directories(planDirectory); });
  // Cubins where ptxas is found: the worker then loads rather than JITs.
  compiler::KernelCode kernelCode = compiler::getFastestLoadingCode();
  if (failed(compileKernelFile(context, planDirectory, kernelCode,
                               /*reference=*/true)))
    return 1;
  std::string baselineDirectory = (planDirectory + "/baseline").str();
  if (baseline == Baseline::Default &&
      failed(compileKernelFile(context, baselineDirectory, kernelCode,
                               /*reference=*/false, /*defaultSchedule=*/true)))
    return 1;
  llvm::Expected<std::string> found = runtime::findLauncher();
  if (!found)
    return fail(llvm::toString(found.takeError()));
  std::string launcher = *found;
  std::string kernel = llvm::sys::path::stem(kernelPath).str();
  std::string runsArgument = "--runs=" + std::to_string(runs);
  std::string baselineArgument = "--baseline-plan=" + baselineDirectory;
  std::string seedArgument = "--seed=" + runSeed;
  SmallVector<StringRef> arguments = {launcher, planDirectory, runsArgument};
  if (baseline == Baseline::Default)
    arguments.push_back(baselineArgument);
  if (!runSeed.empty())
    arguments.push_back(seedArgument);
  if (profile)
    arguments.push_back("--profile");

  llvm::json::Array reports;
  int code = 0;
  std::vector<double> medians;
  for (unsigned index = 0; index < std::max(1u, repeat.getValue()); ++index) {
    llvm::json::Object object =
        runtime::measureInWorker(launcher, arguments, timeoutSeconds);
    object["kernel"] = kernel;
    runtime::FailureKind failure = runtime::getFailure(object);
    if (failure == runtime::FailureKind::NoGpu)
      return fail(
          "no CUDA device: " + kernelPath + " compiled, not run (" +
              object.getObject("failure")->getString("message").value_or("") +
              ")",
          runtime::getExitCode(failure));
    if (!json)
      printSummary(object, llvm::outs());
    if (std::optional<double> median = object.getNumber("median_us"))
      medians.push_back(*median);
    code = std::max(code, runtime::getExitCode(failure));
    reports.push_back(std::move(object));
  }
  recordRunReports(reports);
  if (json) {
    llvm::json::Value output = repeat > 1
                                   ? llvm::json::Value(std::move(reports))
                                   : std::move(reports.front());
    llvm::outs() << llvm::formatv("{0:2}", output) << "\n";
  } else if (medians.size() > 1) {
    auto [low, high] = std::minmax_element(medians.begin(), medians.end());
    llvm::outs() << llvm::formatv("{0} measurements: medians {1:f2} .. {2:f2} "
                                  "us, {3:f1}% apart\n",
                                  medians.size(), *low, *high,
                                  100 * (*high - *low) / *low);
  }
  return code;
}

int runFeatures() {
  llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
      ::cuda_agent::env::Kernel::load(kernelPath);
  if (!kernel)
    return fail(llvm::toString(kernel.takeError()));
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(scheduleOption);
  if (!schedule)
    return fail(llvm::toString(schedule.takeError()));
  std::string reason;
  if (!(*kernel)->isLegal(*schedule, &reason))
    return fail("illegal schedule '" + scheduleOption + "': " + reason);
  std::vector<float> values = (*kernel)->features(
      *schedule, size_t(::cuda_agent::env::getNextStepKind(*schedule)));
  llvm::json::Object features;
  llvm::json::Array vector;
  for (auto [name, value] :
       llvm::zip_equal(::cuda_agent::env::getFeatureNames(), values)) {
    features[name] = double(value);
    vector.push_back(double(value));
  }
  // By name, and as the policy sees them (in getFeatureNames' order).
  llvm::json::Object report{
      {"kernel", (*kernel)->getName()},
      {"family", (*kernel)->getFamilyName()},
      {"schedule", schedule->str()},
      {"features", std::move(features)},
      {"vector", std::move(vector)},
      {"model_us", (*kernel)->estimateSeconds(*schedule) * 1e6}};
  if (!costCorrection.empty()) {
    llvm::Expected<::cuda_agent::env::CostCorrection> correction =
        ::cuda_agent::env::CostCorrection::load(costCorrection);
    if (!correction)
      return fail(llvm::toString(correction.takeError()));
    report["corrected_model_us"] =
        correction->correct(
            ::cuda_agent::env::getCostFeatures(**kernel, *schedule),
            (*kernel)->estimateSeconds(*schedule)) *
        1e6;
  }
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(report)))
               << "\n";
  return 0;
}

int runSample(MLIRContext &context) {
  OwningOpRef<ModuleOp> module = loadKernel(context);
  if (!module)
    return 1;
  SmallVector<func::FuncOp> functions(module->getOps<func::FuncOp>());
  if (functions.size() != 1)
    return fail("the kernel file must hold one function");
  FailureOr<compiler::KernelInfo> kernel =
      compiler::analyzeKernel(functions.front());
  if (failed(kernel))
    return 1;
  std::mt19937_64 rng(sampleSeed);
  std::set<std::string> printed;
  for (unsigned draws = 0; printed.size() < sampleCount && draws < 100000;
       ++draws) {
    compiler::ResolvedSchedule resolved;
    SmallVector<compiler::Violation> violations;
    if (failed(compiler::resolveSchedule(compiler::sampleSchedule(*kernel, rng),
                                         *kernel, resolved, violations)))
      continue;
    std::string text = resolved.schedule.str();
    if (printed.insert(text).second)
      llvm::outs() << text << "\n";
  }
  if (printed.size() < sampleCount)
    return fail("found only " + std::to_string(printed.size()) +
                " distinct legal schedules");
  return 0;
}

} // namespace cuda_agent_tool
