//===- Measurement.cpp - one measurement request, run in a worker ---------===//

#include "cuda-agent/Runtime/Measurement.h"

#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Verification.h"

#include "llvm/Support/Path.h"

#include <map>
#include <random>

using namespace cuda_agent::runtime;

namespace {

constexpr std::pair<ReferenceKind, llvm::StringLiteral> kReferenceNames[] = {
    {ReferenceKind::Plan, "plan"},
    {ReferenceKind::None, "none"},
    {ReferenceKind::Matmul, "matmul"},
    {ReferenceKind::RowSum, "row-sum"},
};

/// The CPU references of ReferenceKind::Matmul and RowSum, whose arguments
/// must have the shapes they name.
llvm::Expected<std::unique_ptr<Reference>>
createCpuReference(ReferenceKind kind, const LaunchPlan &plan) {
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, {ElementType::F32});
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
          "the matmul reference needs 2-D host arguments 0 (MxK), 1 (KxN) "
          "and 2 (MxN) in the launch plan");
    int64_t m = a[0], n = b[1], k = a[1];
    return createHostReference([=](const HostValues &before) {
      return ExpectedValues{
          {2, referenceMatmul(before.at(0), before.at(1), m, n, k)}};
    });
  }
  std::vector<int64_t> x = shapes[0], sums = shapes[1];
  if (x.size() != 2 || sums.size() != 1 || sums[0] != x[0])
    return llvm::createStringError(
        "the row-sum reference needs host arguments 0 (MxN) and 1 (M)");
  int64_t m = x[0], n = x[1];
  return createHostReference([=](const HostValues &before) {
    return ExpectedValues{{1, referenceRowSum(before.at(0), m, n)}};
  });
}

RunReport failedReport(const MeasurementRequest &request,
                       std::string message) {
  RunReport report = makeFailureReport(FailureKind::Error, std::move(message));
  report.kernel = request.kernelName;
  return report;
}

} // namespace

llvm::json::Object cuda_agent::runtime::toJSON(const MeasurementRequest &request) {
  llvm::StringRef reference;
  for (auto [kind, name] : kReferenceNames)
    if (kind == request.reference)
      reference = name;
  llvm::json::Object object{
      {"plan", request.plan},
      {"reference", reference},
      {"reference_plan", request.referencePlan},
      {"baseline_plan", request.baselinePlan},
      {"kernel", request.kernelName},
      {"checks", request.harness.checks},
      {"time", request.harness.time},
      {"min_runs", request.harness.timing.minRuns},
      {"max_runs", request.harness.timing.maxRuns},
      {"target_ci", request.harness.timing.targetHalfWidth},
      {"max_seconds", request.harness.timing.maxSeconds},
      {"stop_if_slower", request.harness.timing.stopIfSlowerThan},
      {"kernel_trace", request.harness.traceKernels},
      {"profile", request.harness.profileCounters},
  };
  if (request.seed)
    object["seed"] = static_cast<int64_t>(*request.seed);
  return object;
}

llvm::Expected<MeasurementRequest>
cuda_agent::runtime::parseMeasurementRequest(llvm::StringRef json) {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(json);
  if (!value)
    return value.takeError();
  const llvm::json::Object *object = value->getAsObject();
  if (!object)
    return llvm::createStringError("a measurement request is a JSON object");
  MeasurementRequest request;
  auto string = [&](llvm::StringRef key, std::string &into) {
    if (std::optional<llvm::StringRef> found = object->getString(key))
      into = found->str();
  };
  string("plan", request.plan);
  string("reference_plan", request.referencePlan);
  string("baseline_plan", request.baselinePlan);
  string("kernel", request.kernelName);
  if (request.plan.empty())
    return llvm::createStringError("the request names no plan");
  if (std::optional<llvm::StringRef> name = object->getString("reference")) {
    auto found = llvm::find_if(kReferenceNames,
                               [&](auto entry) { return entry.second == *name; });
    if (found == std::end(kReferenceNames))
      return llvm::createStringError("unknown reference '" + *name + "'");
    request.reference = found->first;
  }
  if (std::optional<int64_t> seed = object->getInteger("seed"))
    request.seed = static_cast<uint64_t>(*seed);
  HarnessOptions &harness = request.harness;
  harness.checks = object->getInteger("checks").value_or(harness.checks);
  harness.time = object->getBoolean("time").value_or(harness.time);
  harness.timing.minRuns =
      object->getInteger("min_runs").value_or(harness.timing.minRuns);
  harness.timing.maxRuns = std::max<int64_t>(
      object->getInteger("max_runs").value_or(harness.timing.maxRuns),
      harness.timing.minRuns);
  harness.timing.targetHalfWidth =
      object->getNumber("target_ci").value_or(harness.timing.targetHalfWidth);
  harness.timing.maxSeconds =
      object->getNumber("max_seconds").value_or(harness.timing.maxSeconds);
  harness.timing.stopIfSlowerThan =
      object->getNumber("stop_if_slower")
          .value_or(harness.timing.stopIfSlowerThan);
  harness.traceKernels =
      object->getBoolean("kernel_trace").value_or(harness.traceKernels);
  harness.profileCounters =
      object->getBoolean("profile").value_or(harness.profileCounters);
  return request;
}

RunReport cuda_agent::runtime::runMeasurement(GpuDevice &device,
                                              const MeasurementRequest &request) {
  llvm::Expected<LaunchPlan> plan = LaunchPlan::load(request.plan);
  if (!plan)
    return failedReport(request,
                        "the plan: " + llvm::toString(plan.takeError()));
  std::optional<LaunchPlan> baseline;
  if (!request.baselinePlan.empty()) {
    llvm::Expected<LaunchPlan> loaded = LaunchPlan::load(request.baselinePlan);
    if (!loaded)
      return failedReport(request, "the baseline plan: " +
                                       llvm::toString(loaded.takeError()));
    baseline = std::move(*loaded);
  }
  // The reference holds on to its plan: both live until the report is done.
  std::optional<LaunchPlan> referencePlan;
  std::unique_ptr<Reference> reference;
  if (request.reference == ReferenceKind::Plan) {
    llvm::Expected<LaunchPlan> loaded = LaunchPlan::load(
        request.referencePlan.empty() ? request.plan + "/reference"
                                      : request.referencePlan);
    if (!loaded)
      return failedReport(
          request, "the reference plan (cuda-agent compile writes it; or "
                   "give the matmul, row-sum or no reference): " +
                       llvm::toString(loaded.takeError()));
    referencePlan = std::move(*loaded);
  }
  if (request.reference != ReferenceKind::None) {
    llvm::Expected<std::unique_ptr<Reference>> created =
        referencePlan ? createPlanReference(device, *referencePlan, *plan)
                      : createCpuReference(request.reference, *plan);
    if (!created)
      return failedReport(request, llvm::toString(created.takeError()));
    reference = std::move(*created);
  }
  HarnessOptions options = request.harness;
  options.seed = request.seed ? *request.seed : std::random_device{}();
  RunReport report = runHarness(device, *plan, baseline ? &*baseline : nullptr,
                                reference.get(), options);
  report.kernel = request.kernelName.empty()
                      ? llvm::sys::path::filename(
                            llvm::StringRef(request.plan).rtrim('/'))
                            .str()
                      : request.kernelName;
  return report;
}
