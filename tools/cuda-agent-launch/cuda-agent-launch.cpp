//===- cuda-agent-launch.cpp - run exported kernels and check them --------===//
//
// The measurement worker: loads a launch plan written by
// cuda-agent-export-kernels, checks it against a float64 reference on fresh
// inputs, times it (interleaved with a baseline plan if given) and prints
// the run's JSON report (lib/Runtime/Harness.h). `cuda-agent run` starts it
// as a subprocess with a time limit. With --serve it stays up and measures
// one JSON request (lib/Runtime/Measurement.h) per input line: the GPU
// reward's persistent worker (Worker.h's MeasurementServer).
//
// Exit codes: 0 correct (or --probe found a GPU), 1 error, 2 no GPU,
// 3 wrong result, 4 kernel fault, 5 faster than the roofline.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Harness.h"
#include "cuda-agent/Runtime/Measurement.h"
#include "cuda-agent/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <iostream>
#include <string>

using namespace cuda_agent::runtime;
namespace cl = llvm::cl;

namespace {

cl::opt<std::string> planDirectory(cl::Positional, cl::desc("<plan directory>"));
cl::opt<bool> probe("probe", cl::desc("Only report whether a GPU can be used"));
cl::opt<bool> serve(
    "serve",
    cl::desc("Serve measurements: one JSON request per line on stdin (after "
             "a first line naming the GPU), one JSON report per line on "
             "stdout; exits at end of input or after a kernel fault"));
cl::opt<ReferenceKind> referenceKind(
    "reference", cl::desc("Float64 reference to check the output against"),
    cl::values(clEnumValN(ReferenceKind::Plan, "plan",
                          "the kernel's float64 plan (--reference-plan), run "
                          "on the GPU on the same inputs; every argument it "
                          "writes is an output, the others must not change"),
               clEnumValN(ReferenceKind::None, "none", "run without checking"),
               clEnumValN(ReferenceKind::Matmul, "matmul",
                          "host args 0, 1, 2 are A (MxK), B (KxN), C (MxN)"),
               clEnumValN(ReferenceKind::RowSum, "row-sum",
                          "host args 0, 1 are X (MxN), the row sums (M)")),
    cl::init(ReferenceKind::Plan));
cl::opt<std::string> referencePlanDirectory(
    "reference-plan",
    cl::desc("Directory of the float64 reference plan (default: "
             "<plan directory>/reference)"));
cl::opt<std::string> baselinePlanDirectory(
    "baseline-plan",
    cl::desc("A plan of the same kernel (the default schedule) to time "
             "interleaved with this one: the report's speedup"));
cl::opt<std::string> kernelName("kernel",
                                cl::desc("Name of the kernel in the report "
                                         "(default: the plan directory)"));
cl::opt<uint64_t> seedOption("seed",
                             cl::desc("Seed of the first check (default: "
                                      "random, printed in the report)"));
cl::opt<unsigned> checks("checks",
                         cl::desc("Checks on fresh inputs (uniform, normal "
                                  "and positive in turn)"),
                         cl::init(3));
cl::opt<bool> noTiming("no-timing", cl::desc("Only check, do not time"));
cl::opt<unsigned> minRuns("runs", cl::desc("Timed runs at least"),
                          cl::init(20));
cl::opt<unsigned> maxRuns("max-runs", cl::desc("Timed runs at most"),
                          cl::init(2000));
cl::opt<double> targetHalfWidth(
    "target-ci",
    cl::desc("Time until the 95% confidence interval of the median is "
             "within this fraction of it"),
    cl::init(0.02));
cl::opt<bool> kernelTrace("kernel-trace",
                           cl::desc("Also time the kernels alone with CUPTI"),
                           cl::init(true));
cl::opt<bool> profile("profile",
                      cl::desc("Read the kernels' hardware counters (CUPTI "
                               "range profiler) after timing"));
cl::opt<double> maxSeconds("max-seconds",
                           cl::desc("Stop timing after this long (once "
                                    "--runs are done)"),
                           cl::init(10));
cl::opt<double> stopIfSlower(
    "stop-if-slower",
    cl::desc("Stop timing once the kernel is known to be slower than this "
             "many times the baseline (0: never)"),
    cl::init(0));

int fail(const llvm::Twine &message, int code = 1) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent-launch") << message << "\n";
  return code;
}

/// The --serve loop. A kernel fault leaves the CUDA context unusable: the
/// worker answers and exits, and its client starts a fresh one.
int serveMeasurements(GpuDevice &device, llvm::StringRef deviceName) {
  llvm::outs() << llvm::json::Value(llvm::json::Object{{"device", deviceName}})
               << "\n";
  llvm::outs().flush();
  std::string line;
  while (std::getline(std::cin, line)) {
    if (llvm::StringRef(line).trim().empty())
      continue;
    llvm::Expected<MeasurementRequest> request = parseMeasurementRequest(line);
    RunReport report =
        request ? runMeasurement(device, *request)
                : makeFailureReport(FailureKind::Error,
                                    "bad request: " +
                                        llvm::toString(request.takeError()));
    llvm::outs() << llvm::json::Value(toJSON(report)) << "\n";
    llvm::outs().flush();
    if (report.failure == FailureKind::KernelFault)
      return getExitCode(FailureKind::KernelFault);
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "cuda-agent-launch (cuda-agent " << CUDA_AGENT_VERSION_STRING
       << ")\n";
  });
  cl::ParseCommandLineOptions(argc, argv,
                              "Run exported cuda-agent kernels on the GPU\n");

  if (!probe && !serve && planDirectory.empty())
    return fail("no plan directory given (see --help)");
  llvm::Expected<std::unique_ptr<GpuDevice>> opened = GpuDevice::open();
  if (!opened)
    return fail("no GPU: " + llvm::toString(opened.takeError()),
                getExitCode(FailureKind::NoGpu));
  GpuDevice &device = **opened;
  std::string deviceName = llvm::formatv("{0} (sm_{1})", device.getName(),
                                         device.getComputeCapability());
  if (probe) {
    llvm::outs() << deviceName << "\n";
    return 0;
  }
  if (serve)
    return serveMeasurements(device, deviceName);

  MeasurementRequest request;
  request.plan = planDirectory;
  request.reference = referenceKind;
  request.referencePlan = referencePlanDirectory;
  request.baselinePlan = baselinePlanDirectory;
  request.kernelName = kernelName;
  if (seedOption.getNumOccurrences())
    request.seed = seedOption;
  HarnessOptions &options = request.harness;
  options.checks = checks;
  options.time = !noTiming;
  options.timing.minRuns = minRuns;
  options.timing.maxRuns = std::max(maxRuns.getValue(), minRuns.getValue());
  options.timing.targetHalfWidth = targetHalfWidth;
  options.timing.maxSeconds = maxSeconds;
  options.timing.stopIfSlowerThan = stopIfSlower;
  options.traceKernels = kernelTrace;
  options.profileCounters = profile;
  RunReport report = runMeasurement(device, request);
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(toJSON(report)))
               << "\n";
  if (report.failure != FailureKind::None)
    llvm::WithColor::error(llvm::errs(), "cuda-agent-launch")
        << getName(report.failure) << ": " << report.failureMessage << "\n";
  return getExitCode(report.failure);
}
