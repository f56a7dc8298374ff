//===- cuda-agent-launch.cpp - run exported kernels and check them --------===//
//
// Loads a launch plan written by cuda-agent-export-kernels, runs its kernels
// on the GPU on fresh random inputs, checks the result against a float64
// reference (the kernel's float64 plan that cuda-agent compile writes next to
// it, run on the same inputs; or a CPU reference for matmul and row sums),
// times the launches and prints a JSON report.
//
// Exit codes: 0 correct (or --probe found a GPU), 1 error, 2 no GPU,
// 3 wrong result.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/L2Flush.h"
#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Verification.h"
#include "cuda-agent/Version.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <set>

using namespace cuda_agent::runtime;
namespace cl = llvm::cl;

namespace {

enum class Reference { Plan, None, Matmul, RowSum };

cl::opt<std::string> planDirectory(cl::Positional, cl::desc("<plan directory>"));
cl::opt<bool> probe("probe", cl::desc("Only report whether a GPU can be used"));
cl::opt<Reference> reference(
    "reference", cl::desc("Float64 reference to check the output against"),
    cl::values(clEnumValN(Reference::Plan, "plan",
                          "the kernel's float64 plan (--reference-plan), run "
                          "on the GPU on the same inputs; every argument it "
                          "writes is an output, the others must not change"),
               clEnumValN(Reference::None, "none", "run without checking"),
               clEnumValN(Reference::Matmul, "matmul",
                          "host args 0, 1, 2 are A (MxK), B (KxN), C (MxN)"),
               clEnumValN(Reference::RowSum, "row-sum",
                          "host args 0, 1 are X (MxN), the row sums (M)")),
    cl::init(Reference::Plan));
cl::opt<std::string> referencePlanDirectory(
    "reference-plan",
    cl::desc("Directory of the float64 reference plan (default: "
             "<plan directory>/reference)"));
cl::opt<uint64_t> seedOption("seed",
                             cl::desc("Seed of the first input set (default: "
                                      "random, printed in the report)"));
cl::opt<unsigned> inputSets("input-sets",
                            cl::desc("Fresh input sets to check"),
                            cl::init(3));
cl::opt<unsigned> timedRuns("runs", cl::desc("Timed runs (median reported)"),
                            cl::init(20));

constexpr int kExitError = 1, kExitNoGpu = 2, kExitWrong = 3;
// f32 outputs of sums of products of values in [-1, 1).
constexpr double kF32Tolerance = 1e-4;

int fail(const llvm::Twine &message, int code = kExitError) {
  llvm::WithColor::error(llvm::errs(), "cuda-agent-launch") << message << "\n";
  return code;
}

/// One buffer per host argument and one per temporary, each shared by every
/// launch that names it.
struct Buffers {
  std::map<int64_t, const KernelArgument *> hostArgs;
  std::map<int64_t, DeviceBuffer> host;
  /// By the plan's (negative) temporary number.
  std::map<int64_t, DeviceBuffer> temporaries;
  std::vector<std::vector<uint64_t>> launchArguments;
};

/// Allocates the buffers of `plan`, whose arguments must all have element
/// type `dtype` (f32 kernels, f64 references).
llvm::Error allocateBuffers(GpuDevice &device, const LaunchPlan &plan,
                            llvm::StringRef dtype, Buffers &buffers) {
  for (const KernelLaunch &launch : plan.launches) {
    std::vector<uint64_t> arguments;
    for (const KernelArgument &arg : launch.args) {
      if (arg.dtype != dtype)
        return llvm::createStringError(
            "element type " + arg.dtype + " is not supported by "
            "cuda-agent-launch yet (f32 kernels, f64 references)");
      if (arg.hostArg < 0) {
        auto known = buffers.temporaries.find(arg.hostArg);
        if (known == buffers.temporaries.end()) {
          llvm::Expected<DeviceBuffer> buffer = device.allocate(arg.bytes);
          if (!buffer)
            return buffer.takeError();
          known = buffers.temporaries.emplace(arg.hostArg, std::move(*buffer))
                      .first;
        } else if (known->second.getSize() != arg.bytes) {
          return llvm::createStringError(llvm::formatv(
              "temporary {0} has different sizes in two launches",
              -1 - arg.hostArg));
        }
        arguments.push_back(known->second.getAddress());
        continue;
      }
      auto [known, inserted] = buffers.hostArgs.emplace(arg.hostArg, &arg);
      if (!inserted) {
        if (known->second->shape != arg.shape)
          return llvm::createStringError(llvm::formatv(
              "host argument {0} has different shapes in two launches",
              arg.hostArg));
        arguments.push_back(buffers.host.at(arg.hostArg).getAddress());
        continue;
      }
      llvm::Expected<DeviceBuffer> buffer = device.allocate(arg.bytes);
      if (!buffer)
        return buffer.takeError();
      arguments.push_back(buffer->getAddress());
      buffers.host.emplace(arg.hostArg, std::move(*buffer));
    }
    buffers.launchArguments.push_back(std::move(arguments));
  }
  return llvm::Error::success();
}

llvm::Error runAll(GpuDevice &device, const LaunchPlan &plan,
                   const std::vector<Kernel> &kernels, const Buffers &buffers) {
  for (auto [launch, kernel, arguments] :
       llvm::zip_equal(plan.launches, kernels, buffers.launchArguments))
    if (llvm::Error error =
            device.launch(kernel, launch.grid, launch.block, arguments))
      return error;
  return llvm::Error::success();
}

/// The kernel's float64 plan, loaded and allocated.
struct ReferencePlan {
  LaunchPlan plan;
  std::vector<Kernel> kernels;
  Buffers buffers;
};

llvm::Expected<std::vector<Kernel>> loadKernels(GpuDevice &device,
                                                const LaunchPlan &plan) {
  std::vector<Kernel> kernels;
  for (const KernelLaunch &launch : plan.launches) {
    llvm::Expected<Kernel> kernel = device.loadKernel(launch.code, launch.kernel);
    if (!kernel)
      return llvm::createStringError("loading kernel " + launch.kernel + ": " +
                                     llvm::toString(kernel.takeError()));
    kernels.push_back(*kernel);
  }
  return kernels;
}

llvm::Expected<ReferencePlan> openReferencePlan(GpuDevice &device,
                                                const Buffers &candidate) {
  std::string directory = referencePlanDirectory.empty()
                              ? planDirectory + "/reference"
                              : referencePlanDirectory.getValue();
  llvm::Expected<LaunchPlan> loaded = LaunchPlan::load(directory);
  if (!loaded)
    return llvm::createStringError(
        "--reference=plan: " + llvm::toString(loaded.takeError()) +
        " (cuda-agent compile writes it; or give --reference=matmul, "
        "row-sum or none)");
  ReferencePlan reference{std::move(*loaded), {}, {}};
  llvm::Expected<std::vector<Kernel>> kernels =
      loadKernels(device, reference.plan);
  if (!kernels)
    return kernels.takeError();
  reference.kernels = std::move(*kernels);
  if (llvm::Error error =
          allocateBuffers(device, reference.plan, "f64", reference.buffers))
    return std::move(error);
  // The same function: the same host arguments with the same shapes.
  auto shapes = [](const Buffers &buffers) {
    std::map<int64_t, std::vector<int64_t>> result;
    for (auto &[hostArg, arg] : buffers.hostArgs)
      result[hostArg] = arg->shape;
    return result;
  };
  if (shapes(reference.buffers) != shapes(candidate))
    return llvm::createStringError(
        "--reference=plan: the reference plan in " + directory +
        " has other host arguments than the kernel's plan");
  return reference;
}

/// Runs the reference on `inputs` (widened exactly) and returns every host
/// argument's contents afterwards.
llvm::Expected<std::map<int64_t, std::vector<double>>>
runReference(GpuDevice &device, ReferencePlan &reference,
             const std::map<int64_t, std::vector<float>> &inputs) {
  std::map<int64_t, std::vector<double>> values;
  for (auto &[hostArg, floats] : inputs) {
    std::vector<double> &widened = values[hostArg];
    widened.assign(floats.begin(), floats.end());
    if (llvm::Error error = device.copyToDevice(
            reference.buffers.host.at(hostArg), widened.data()))
      return std::move(error);
  }
  if (llvm::Error error = runAll(device, reference.plan, reference.kernels,
                                 reference.buffers))
    return std::move(error);
  if (llvm::Error error = device.synchronize())
    return llvm::createStringError("reference kernel failed: " +
                                   llvm::toString(std::move(error)));
  for (auto &[hostArg, doubles] : values)
    if (llvm::Error error = device.copyToHost(
            doubles.data(), reference.buffers.host.at(hostArg)))
      return std::move(error);
  return values;
}

/// A CPU reference: which host argument is the output, how to compute it in
/// float64 from the inputs, and the FLOPs of one run.
struct CheckedOutput {
  int64_t outputArg;
  std::function<std::vector<double>(std::map<int64_t, std::vector<float>> &)>
      compute;
  double flops;
};

llvm::Expected<CheckedOutput> makeReference(Reference kind,
                                            const Buffers &buffers) {
  auto shapeOf = [&](int64_t hostArg) -> std::vector<int64_t> {
    auto it = buffers.hostArgs.find(hostArg);
    return it == buffers.hostArgs.end() ? std::vector<int64_t>{}
                                        : it->second->shape;
  };
  if (kind == Reference::Matmul) {
    std::vector<int64_t> a = shapeOf(0), b = shapeOf(1), c = shapeOf(2);
    if (a.size() != 2 || b.size() != 2 || c.size() != 2 || a[1] != b[0] ||
        a[0] != c[0] || b[1] != c[1])
      return llvm::createStringError(
          "--reference=matmul needs 2-D host arguments 0 (MxK), 1 (KxN) and "
          "2 (MxN) in the launch plan");
    int64_t m = a[0], n = b[1], k = a[1];
    return CheckedOutput{2,
                         [=](std::map<int64_t, std::vector<float>> &host) {
                           return referenceMatmul(host[0], host[1], m, n, k);
                         },
                         2.0 * m * n * k};
  }
  std::vector<int64_t> x = shapeOf(0), sums = shapeOf(1);
  if (x.size() != 2 || sums.size() != 1 || sums[0] != x[0])
    return llvm::createStringError(
        "--reference=row-sum needs host arguments 0 (MxN) and 1 (M)");
  int64_t m = x[0], n = x[1];
  return CheckedOutput{1,
                       [=](std::map<int64_t, std::vector<float>> &host) {
                         return referenceRowSum(host[0], m, n);
                       },
                       double(m) * n};
}

size_t elementsOf(const KernelArgument &arg) {
  size_t count = 1;
  for (int64_t size : arg.shape)
    count *= size;
  return count;
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
  LaunchPlan plan;
  if (!probe) {
    llvm::Expected<LaunchPlan> loaded = LaunchPlan::load(planDirectory);
    if (!loaded)
      return fail(llvm::toString(loaded.takeError()));
    plan = std::move(*loaded);
  }

  llvm::Expected<std::unique_ptr<GpuDevice>> opened = GpuDevice::open();
  if (!opened)
    return fail("no GPU: " + llvm::toString(opened.takeError()), kExitNoGpu);
  GpuDevice &device = **opened;
  if (probe) {
    llvm::outs() << llvm::formatv("{0} (sm_{1})\n", device.getName(),
                                  device.getComputeCapability());
    return 0;
  }

  llvm::Expected<std::vector<Kernel>> loaded = loadKernels(device, plan);
  if (!loaded)
    return fail(llvm::toString(loaded.takeError()));
  std::vector<Kernel> kernels = std::move(*loaded);
  Buffers buffers;
  if (llvm::Error error = allocateBuffers(device, plan, "f32", buffers))
    return fail(llvm::toString(std::move(error)));

  uint64_t seed = seedOption.getNumOccurrences() ? seedOption.getValue()
                                                 : std::random_device{}();
  llvm::json::Array checks;
  bool correct = true;
  std::optional<ReferencePlan> referencePlan;
  std::optional<CheckedOutput> checked;
  std::set<int64_t> outputs;
  if (reference == Reference::Plan) {
    llvm::Expected<ReferencePlan> opened = openReferencePlan(device, buffers);
    if (!opened)
      return fail(llvm::toString(opened.takeError()));
    referencePlan = std::move(*opened);
  } else if (reference != Reference::None) {
    llvm::Expected<CheckedOutput> made = makeReference(reference, buffers);
    if (!made)
      return fail(llvm::toString(made.takeError()));
    checked = std::move(*made);
    outputs.insert(checked->outputArg);
  }
  for (unsigned set = 0; set < inputSets; ++set) {
    std::map<int64_t, std::vector<float>> host;
    for (auto &[hostArg, arg] : buffers.hostArgs)
      host[hostArg] = randomUniform(elementsOf(*arg), seed + set * 1000 + hostArg);
    std::map<int64_t, std::vector<double>> expected;
    if (referencePlan) {
      llvm::Expected<std::map<int64_t, std::vector<double>>> computed =
          runReference(device, *referencePlan, host);
      if (!computed)
        return fail(llvm::toString(computed.takeError()));
      expected = std::move(*computed);
      // The outputs are the arguments the reference writes.
      if (set == 0) {
        for (auto &[hostArg, values] : expected)
          if (!std::equal(values.begin(), values.end(), host[hostArg].begin()))
            outputs.insert(hostArg);
        if (outputs.empty())
          return fail("the reference plan writes none of its arguments");
      }
    } else if (checked) {
      expected[checked->outputArg] = checked->compute(host);
    }
    std::map<int64_t, std::vector<float>> initial = host;
    for (int64_t output : outputs)
      std::fill(host[output].begin(), host[output].end(), poisonValue());
    for (auto &[hostArg, values] : host)
      if (llvm::Error error =
              device.copyToDevice(buffers.host.at(hostArg), values.data()))
        return fail(llvm::toString(std::move(error)));
    if (llvm::Error error = runAll(device, plan, kernels, buffers))
      return fail(llvm::toString(std::move(error)));
    if (llvm::Error error = device.synchronize())
      return fail("kernel failed: " + llvm::toString(std::move(error)));
    if (expected.empty())
      continue;
    // Outputs within tolerance of the reference; with a reference plan,
    // every other argument bit for bit as it was.
    ErrorStats worst;
    bool inputsIntact = true;
    for (auto &[hostArg, values] : host) {
      if (!referencePlan && !outputs.count(hostArg))
        continue;
      if (llvm::Error error =
              device.copyToHost(values.data(), buffers.host.at(hostArg)))
        return fail(llvm::toString(std::move(error)));
      if (!outputs.count(hostArg)) {
        inputsIntact &= std::memcmp(values.data(), initial[hostArg].data(),
                                    values.size() * sizeof(float)) == 0;
        continue;
      }
      ErrorStats stats = compareWithReference(values, expected[hostArg]);
      worst.relativeL2 = std::max(worst.relativeL2, stats.relativeL2);
      worst.maxAbsolute = std::max(worst.maxAbsolute, stats.maxAbsolute);
      worst.nonFinite += stats.nonFinite;
    }
    bool setCorrect = worst.nonFinite == 0 &&
                      worst.relativeL2 <= kF32Tolerance && inputsIntact;
    correct &= setCorrect;
    llvm::json::Object check{
        {"seed", int64_t(seed + set * 1000)},
        {"rel_l2_err", worst.relativeL2},
        {"max_abs_err", worst.maxAbsolute},
        {"non_finite", int64_t(worst.nonFinite)},
        {"correct", setCorrect}};
    if (referencePlan)
      check["inputs_intact"] = inputsIntact;
    checks.push_back(std::move(check));
  }

  // Timing: warm-up, then each run after reading a buffer larger than L2.
  llvm::Expected<L2Flusher> flusher = L2Flusher::create(device);
  if (!flusher)
    return fail("L2 flush: " + llvm::toString(flusher.takeError()));
  if (llvm::Error error = runAll(device, plan, kernels, buffers))
    return fail(llvm::toString(std::move(error)));
  std::vector<double> microseconds;
  for (unsigned run = 0; run < timedRuns; ++run) {
    if (llvm::Error error = flusher->flush())
      return fail(llvm::toString(std::move(error)));
    llvm::Expected<float> ms = device.timeMilliseconds(
        [&] { return runAll(device, plan, kernels, buffers); });
    if (!ms)
      return fail("timing: " + llvm::toString(ms.takeError()));
    microseconds.push_back(*ms * 1000.0);
  }
  std::sort(microseconds.begin(), microseconds.end());
  auto percentile = [&](double p) {
    return microseconds.empty()
               ? 0.0
               : microseconds[size_t(p * (microseconds.size() - 1) + 0.5)];
  };
  double median = percentile(0.5);

  llvm::json::Object report{
      {"device", device.getName()},
      {"compute_capability", device.getComputeCapability()},
      {"plan", planDirectory.getValue()},
      {"launches", int64_t(plan.launches.size())},
      {"reference", reference == Reference::Plan     ? "plan"
                    : reference == Reference::Matmul ? "matmul"
                    : reference == Reference::RowSum ? "row-sum"
                                                     : "none"},
      {"checks", std::move(checks)},
      {"runs", int64_t(microseconds.size())},
      {"median_us", median},
      {"p10_us", percentile(0.1)},
      {"p90_us", percentile(0.9)},
  };
  if (!plan.schedule.empty())
    report["schedule"] = plan.schedule;
  if (reference != Reference::None)
    report["correct"] = correct;
  if (checked && median > 0)
    report["gflops"] = checked->flops / (median * 1e3);
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(report)))
               << "\n";
  return correct ? 0 : kExitWrong;
}
