//===- cuda-agent-launch.cpp - run exported kernels and check them --------===//
//
// The measurement worker: loads a launch plan written by
// cuda-agent-export-kernels, checks it against a float64 reference on fresh
// inputs, times it (interleaved with a baseline plan if given) and prints
// the run's JSON report (lib/Runtime/Harness.h). `cuda-agent run` starts it
// as a subprocess with a time limit.
//
// Exit codes: 0 correct (or --probe found a GPU), 1 error, 2 no GPU,
// 3 wrong result, 4 kernel fault, 5 faster than the roofline.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Harness.h"
#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Verification.h"
#include "cuda-agent/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <random>

using namespace cuda_agent::runtime;
namespace cl = llvm::cl;

namespace {

enum class ReferenceKind { Plan, None, Matmul, RowSum };

cl::opt<std::string> planDirectory(cl::Positional, cl::desc("<plan directory>"));
cl::opt<bool> probe("probe", cl::desc("Only report whether a GPU can be used"));
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

int fail(const llvm::Twine &message, int code = 1) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent-launch") << message << "\n";
  return code;
}

/// The CPU references of --reference=matmul and row-sum, whose arguments
/// must have the shapes they name.
llvm::Expected<std::unique_ptr<Reference>>
createCpuReference(ReferenceKind kind, const LaunchPlan &plan) {
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, "f32");
  if (!layout)
    return layout.takeError();
  std::map<int64_t, std::vector<int64_t>> shapes;
  for (const BufferLayout::Buffer &buffer : layout->buffers)
    shapes[buffer.hostArg] = buffer.shape;
  if (kind == ReferenceKind::Matmul) {
    std::vector<int64_t> a = shapes[0], b = shapes[1], c = shapes[2];
    if (a.size() != 2 || b.size() != 2 || c.size() != 2 || a[1] != b[0] ||
        a[0] != c[0] || b[1] != c[1])
      return llvm::createStringError(
          "--reference=matmul needs 2-D host arguments 0 (MxK), 1 (KxN) and "
          "2 (MxN) in the launch plan");
    int64_t m = a[0], n = b[1], k = a[1];
    return createHostReference([=](const HostValues &before) {
      return ExpectedValues{
          {2, referenceMatmul(before.at(0), before.at(1), m, n, k)}};
    });
  }
  std::vector<int64_t> x = shapes[0], sums = shapes[1];
  if (x.size() != 2 || sums.size() != 1 || sums[0] != x[0])
    return llvm::createStringError(
        "--reference=row-sum needs host arguments 0 (MxN) and 1 (M)");
  int64_t m = x[0], n = x[1];
  return createHostReference([=](const HostValues &before) {
    return ExpectedValues{{1, referenceRowSum(before.at(0), m, n)}};
  });
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

  if (!probe && planDirectory.empty())
    return fail("no plan directory given (see --help)");
  LaunchPlan plan, referencePlan, baselinePlan;
  auto load = [](llvm::StringRef directory, LaunchPlan &into,
                 llvm::StringRef what) -> bool {
    llvm::Expected<LaunchPlan> loaded = LaunchPlan::load(directory);
    if (!loaded) {
      fail(what + ": " + llvm::toString(loaded.takeError()));
      return false;
    }
    into = std::move(*loaded);
    return true;
  };
  if (!probe) {
    if (!load(planDirectory, plan, "the plan"))
      return 1;
    if (referenceKind == ReferenceKind::Plan &&
        !load(referencePlanDirectory.empty() ? planDirectory + "/reference"
                                             : referencePlanDirectory.getValue(),
              referencePlan,
              "the reference plan (cuda-agent compile writes it; or give "
              "--reference=matmul, row-sum or none)"))
      return 1;
    if (!baselinePlanDirectory.empty() &&
        !load(baselinePlanDirectory, baselinePlan, "the baseline plan"))
      return 1;
  }

  llvm::Expected<std::unique_ptr<GpuDevice>> opened = GpuDevice::open();
  if (!opened)
    return fail("no GPU: " + llvm::toString(opened.takeError()),
                getExitCode(FailureKind::NoGpu));
  GpuDevice &device = **opened;
  if (probe) {
    llvm::outs() << llvm::formatv("{0} (sm_{1})\n", device.getName(),
                                  device.getComputeCapability());
    return 0;
  }

  std::unique_ptr<Reference> reference;
  if (referenceKind != ReferenceKind::None) {
    llvm::Expected<std::unique_ptr<Reference>> created =
        referenceKind == ReferenceKind::Plan
            ? createPlanReference(device, referencePlan, plan)
            : createCpuReference(referenceKind, plan);
    if (!created)
      return fail(llvm::toString(created.takeError()));
    reference = std::move(*created);
  }
  HarnessOptions options;
  options.checks = checks;
  options.seed = seedOption.getNumOccurrences() ? seedOption.getValue()
                                                : std::random_device{}();
  options.time = !noTiming;
  options.timing.minRuns = minRuns;
  options.timing.maxRuns = std::max(maxRuns.getValue(), minRuns.getValue());
  options.timing.targetHalfWidth = targetHalfWidth;
  options.timing.maxSeconds = maxSeconds;
  options.traceKernels = kernelTrace;
  options.profileCounters = profile;
  RunReport report =
      runHarness(device, plan, baselinePlanDirectory.empty() ? nullptr : &baselinePlan,
                 reference.get(), options);
  report.kernel = kernelName.empty()
                      ? llvm::sys::path::filename(
                            llvm::StringRef(planDirectory).rtrim('/'))
                            .str()
                      : kernelName.getValue();
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(toJSON(report)))
               << "\n";
  if (report.failure != FailureKind::None)
    llvm::WithColor::error(llvm::errs(), "cuda-agent-launch")
        << getName(report.failure) << ": " << report.failureMessage << "\n";
  return getExitCode(report.failure);
}
