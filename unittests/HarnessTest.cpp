//===- HarnessTest.cpp - the measurement harness and planted bad kernels --===//
//
// Buffer layout and argument marshalling run everywhere. The planted
// kernels need a GPU (skipped without one, with a visible line): each is
// y = 2x + 1 gone wrong in one way a reward could be fooled by, and each
// must be caught as that failure; the honest kernel must pass. Hangs and
// faults run in a worker process (cuda-agent-launch), as `cuda-agent run`
// runs them, and must leave the caller able to run the next kernel.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Harness.h"
#include "cuda-agent/Runtime/Measurement.h"
#include "cuda-agent/Runtime/Worker.h"

#include "WithGpu.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace cuda_agent::runtime;

namespace {

KernelArgument argument(int64_t hostArg, std::vector<int64_t> shape,
                        std::string dtype = "f32") {
  uint64_t bytes = dtype == "f64" ? 8 : dtype == "f32" ? 4 : 2;
  for (int64_t size : shape)
    bytes *= size;
  return {hostArg, std::move(shape), std::move(dtype), bytes};
}

KernelLaunch launchOf(std::string name, std::vector<KernelArgument> args) {
  KernelLaunch launch;
  launch.kernel = std::move(name);
  launch.args = std::move(args);
  return launch;
}

TEST(LayOutBuffers, SharedArgumentsAndTemporariesAreOneBufferEach) {
  // splitk's shape: partials into temporary -1, then combined into arg 2.
  LaunchPlan plan;
  plan.launches = {
      launchOf("parts", {argument(0, {64, 32}), argument(1, {32, 16}),
                         argument(-1, {4, 64, 16})}),
      launchOf("combine", {argument(-1, {4, 64, 16}), argument(2, {64, 16})})};
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, {ElementType::F32});
  ASSERT_TRUE(static_cast<bool>(layout)) << llvm::toString(layout.takeError());
  ASSERT_EQ(layout->buffers.size(), 4u);
  EXPECT_EQ(layout->buffers[2].hostArg, -1);
  EXPECT_EQ(layout->buffers[2].bytes, 4u * 64 * 16 * 4);
  EXPECT_EQ(layout->launchArguments[0], (std::vector<size_t>{0, 1, 2}));
  EXPECT_EQ(layout->launchArguments[1], (std::vector<size_t>{2, 3}));
}

TEST(LayOutBuffers, ArgumentSeenInTwoShapesIsOneBuffer) {
  // A model's plan: one kernel writes 8 elements, the next reads them as
  // 4x2 (a reshape between the two is a view).
  LaunchPlan plan;
  plan.launches = {launchOf("a", {argument(-1, {8})}),
                   launchOf("b", {argument(-1, {4, 2}), argument(0, {4})})};
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, {ElementType::F32});
  ASSERT_TRUE(static_cast<bool>(layout)) << llvm::toString(layout.takeError());
  ASSERT_EQ(layout->buffers.size(), 2u);
  EXPECT_EQ(layout->launchArguments[1], (std::vector<size_t>{0, 1}));
}

TEST(LayOutBuffers, ArgumentOfTwoSizesIsAnError) {
  LaunchPlan plan;
  plan.launches = {launchOf("a", {argument(0, {8})}),
                   launchOf("b", {argument(0, {4, 3})})};
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, {ElementType::F32});
  ASSERT_FALSE(static_cast<bool>(layout));
  EXPECT_NE(llvm::toString(layout.takeError()).find("host argument 0"),
            std::string::npos);
}

TEST(LayOutBuffers, OtherElementTypesAreNamedInTheError) {
  LaunchPlan plan;
  plan.launches = {launchOf("k", {argument(0, {8}, "bf16")})};
  llvm::Expected<BufferLayout> layout = layOutBuffers(plan, {ElementType::F32});
  ASSERT_FALSE(static_cast<bool>(layout));
  EXPECT_NE(llvm::toString(layout.takeError()).find("bf16"), std::string::npos);
}

TEST(LayOutBuffers, MixedElementTypesKeepTheirTypes) {
  // A tensor-core matmul: f16 inputs, an f32 output.
  LaunchPlan plan;
  plan.launches = {
      launchOf("mma", {argument(0, {64, 32}, "f16"),
                       argument(1, {32, 16}, "f16"), argument(2, {64, 16})})};
  llvm::Expected<BufferLayout> layout = layOutBuffers(
      plan, {ElementType::F32, ElementType::F16, ElementType::BF16});
  ASSERT_TRUE(static_cast<bool>(layout)) << llvm::toString(layout.takeError());
  EXPECT_EQ(layout->buffers[0].type, ElementType::F16);
  EXPECT_EQ(layout->buffers[2].type, ElementType::F32);
  llvm::Expected<BufferLayout> f32Only =
      layOutBuffers(plan, {ElementType::F32});
  ASSERT_FALSE(static_cast<bool>(f32Only));
  EXPECT_EQ(llvm::toString(f32Only.takeError()),
            "kernel mma: element type f16 is not supported here (only f32)");
}

TEST(ElementTypes, NamesAndSizes) {
  for (ElementType type : {ElementType::F32, ElementType::F16,
                           ElementType::BF16, ElementType::F64})
    EXPECT_EQ(parseElementType(getName(type)), type);
  EXPECT_EQ(parseElementType("i32"), std::nullopt);
  EXPECT_EQ(getElementBytes(ElementType::BF16), 2u);
  EXPECT_EQ(getElementBytes(ElementType::F64), 8u);
}

//===----------------------------------------------------------------------===//
// Planted kernels
//===----------------------------------------------------------------------===//

constexpr unsigned kElements = 1 << 22;

/// Kernel `name` over x and y of kElements `type` (f32 or f64) elements,
/// grid-stride: `prologue` runs first in every thread, `body` once per
/// element with %rd11 and %rd12 holding the addresses of x[i] and y[i].
std::string gridStridePtx(llvm::StringRef name, llvm::StringRef type,
                          llvm::StringRef prologue, llvm::StringRef body) {
  return llvm::formatv(R"(
.version 8.0
.target sm_90
.address_size 64
.global .u32 calls;
.visible .entry {0}(.param .u64 x, .param .u64 y) {{
  .shared .u32 call;
  .reg .pred %p<4>;
  .reg .b32 %r<10>;
  .reg .f32 %f<6>;
  .reg .f64 %fd<3>;
  .reg .b64 %rd<16>;
  ld.param.u64 %rd1, [x];
  ld.param.u64 %rd2, [y];
{1}
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mov.u32 %r4, %nctaid.x;
  cvt.u64.u32 %rd4, %r1;
  cvt.u64.u32 %rd5, %r2;
  cvt.u64.u32 %rd6, %r3;
  cvt.u64.u32 %rd7, %r4;
  mad.lo.u64 %rd8, %rd4, %rd5, %rd6;
  mul.lo.u64 %rd9, %rd7, %rd5;
$loop:
  setp.ge.u64 %p1, %rd8, {3};
  @%p1 bra $done;
  shl.b64 %rd10, %rd8, {4};
  add.u64 %rd11, %rd1, %rd10;
  add.u64 %rd12, %rd2, %rd10;
{2}
  add.u64 %rd8, %rd8, %rd9;
  bra $loop;
$done:
  ret;
}
)",
                       name, prologue, body, kElements, type == "f64" ? 3 : 2)
      .str();
}

/// y[i] = 2 x[i] + 1 in f32, with `prologue` run first by every thread and
/// `store` doing the store (%f2 holds the value, %rd11 and %rd12 the
/// addresses of x[i] and y[i]).
std::string plantedPtx(llvm::StringRef prologue, llvm::StringRef store) {
  return gridStridePtx("planted", "f32", prologue,
                       "  ld.global.f32 %f1, [%rd11];\n"
                       "  fma.rn.f32 %f2, %f1, 0f40000000, 0f3F800000;\n" +
                           store.str());
}

constexpr const char *kStore = "  st.global.f32 [%rd12], %f2;";

/// A plan of one launch of kernel `name` over x and y.
LaunchPlan planOf(std::string name, std::string ptx, std::string dtype) {
  KernelLaunch launch = launchOf(
      name, {argument(0, {kElements}, dtype), argument(1, {kElements}, dtype)});
  launch.module = std::move(name);
  launch.code = std::move(ptx);
  launch.grid = {528, 1, 1};
  launch.block = {256, 1, 1};
  LaunchPlan plan;
  plan.launches = {launch};
  return plan;
}

LaunchPlan plantedPlan(std::string ptx) {
  LaunchPlan plan = planOf("planted", std::move(ptx), "f32");
  plan.flops = 2.0 * kElements;
  return plan;
}

std::unique_ptr<Reference> affineReference() {
  return createHostReference([](const HostValues &before) {
    std::vector<double> y;
    for (float x : before.at(0))
      y.push_back(2.0 * x + 1.0);
    return ExpectedValues{{1, std::move(y)}};
  });
}

/// y = 2x + 1 in float64: the reference plan of the planted kernels, as
/// cuda-agent compile writes one next to each kernel.
LaunchPlan affineReferencePlan() {
  return planOf("affine64",
                gridStridePtx("affine64", "f64", "",
                              "  ld.global.f64 %fd1, [%rd11];\n"
                              "  fma.rn.f64 %fd2, %fd1, 0d4000000000000000, "
                              "0d3FF0000000000000;\n"
                              "  st.global.f64 [%rd12], %fd2;"),
                "f64");
}

/// Where the planted kernels' expected values come from: a host function,
/// or the float64 plan on the GPU (the checks then run there).
enum class ReferenceSide { Host, Gpu };

/// Runs the planted plan in this process, with `baseline` (default: the
/// plan itself) as the baseline.
RunReport runPlanted(GpuDevice &device, const LaunchPlan &plan,
                     ReferenceSide side, const LaunchPlan *baseline = nullptr) {
  static const LaunchPlan referencePlan = affineReferencePlan();
  std::unique_ptr<Reference> reference;
  if (side == ReferenceSide::Host) {
    reference = affineReference();
  } else {
    llvm::Expected<std::unique_ptr<Reference>> created =
        createPlanReference(device, referencePlan, plan);
    EXPECT_TRUE(static_cast<bool>(created))
        << llvm::toString(created.takeError());
    if (!created)
      return RunReport();
    reference = std::move(*created);
  }
  HarnessOptions options;
  options.seed = 1234;
  options.timing.maxRuns = 40;
  return runHarness(device, plan, baseline ? baseline : &plan, reference.get(),
                    options);
}

class Planted : public WithGpu,
                public testing::WithParamInterface<ReferenceSide> {
protected:
  /// Expects the planted kernel to be caught as `kind`.
  void expectCaught(const std::string &ptx, FailureKind kind) {
    RunReport report = runPlanted(*device, plantedPlan(ptx), GetParam());
    EXPECT_EQ(getName(report.failure), getName(kind)) << report.failureMessage;
    EXPECT_EQ(report.correct, std::optional<bool>(false));
    std::cout << "caught " << getName(kind).str() << ": "
              << report.failureMessage << "\n";
  }
};

TEST_P(Planted, HonestKernelPassesAndIsTimedAgainstItself) {
  RunReport report =
      runPlanted(*device, plantedPlan(plantedPtx("", kStore)), GetParam());
  ASSERT_EQ(report.failure, FailureKind::None) << report.failureMessage;
  EXPECT_EQ(report.correct, std::optional<bool>(true));
  EXPECT_EQ(report.checks.size(), 3u);
  ASSERT_TRUE(report.timing && report.baseline);
  EXPECT_GE(report.timing->runs, 20u);
  // The same plan interleaved with itself: a speedup of about 1.
  EXPECT_NEAR(report.baseline->median / report.timing->median, 1.0, 0.1);
  // The roofline bound exists where the datasheet peaks are known (its
  // comparison with the time is the harness's own faster_than_roofline).
  if (report.device.find("H200") != std::string::npos ||
      report.device.find("H100") != std::string::npos) {
    EXPECT_TRUE(report.rooflineMicroseconds.has_value());
  }
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(toJSON(report)))
               << "\n";
}

TEST_P(Planted, AWrongBaselineIsStillTheSpeedReference) {
  // y = 2x + 1.0625: off the tolerance, as fast as the kernel.
  LaunchPlan wrong = plantedPlan(
      gridStridePtx("planted", "f32", "",
                    "  ld.global.f32 %f1, [%rd11];\n"
                    "  fma.rn.f32 %f2, %f1, 0f40000000, 0f3F880000;\n" +
                        std::string(kStore)));
  RunReport report = runPlanted(*device, plantedPlan(plantedPtx("", kStore)),
                                GetParam(), &wrong);
  ASSERT_EQ(report.failure, FailureKind::None) << report.failureMessage;
  EXPECT_EQ(report.correct, std::optional<bool>(true));
  EXPECT_TRUE(llvm::StringRef(report.baselineNote)
                  .starts_with("the baseline failed its check (wrong_result)"))
      << report.baselineNote;
  ASSERT_TRUE(report.timing && report.baseline);
  EXPECT_NEAR(report.baseline->median / report.timing->median, 1.0, 0.2);
}

TEST_P(Planted, ProfileReadsHardwareCountersOrSaysWhyNot) {
  std::unique_ptr<Reference> reference = affineReference();
  HarnessOptions options;
  options.timing.maxRuns = 20;
  options.profileCounters = true;
  RunReport report = runHarness(*device, plantedPlan(plantedPtx("", kStore)),
                                nullptr, reference.get(), options);
  ASSERT_EQ(report.failure, FailureKind::None) << report.failureMessage;
  ASSERT_EQ(report.profile.size(), 1u);
  const KernelCounters &counters = report.profile[0].counters;
  if (counters.empty()) {
    EXPECT_FALSE(report.countersNote.empty());
    GTEST_SKIP() << "skipped: " << report.countersNote;
  }
  for (auto &[metric, value] : counters)
    std::cout << "  " << metric << " = " << value << "\n";
  auto duration = llvm::find_if(counters, [](const auto &entry) {
    return entry.first == "gpu__time_duration.sum";
  });
  ASSERT_NE(duration, counters.end());
  EXPECT_GT(duration->second, 0);
}

TEST_P(Planted, UnwrittenOutputIsCaught) {
  expectCaught(plantedPtx("", ""), FailureKind::OutputNotWritten);
}

TEST_P(Planted, NaNOutputIsCaught) {
  expectCaught(plantedPtx("", "  mov.f32 %f3, 0f7FC00000;\n"
                              "  st.global.f32 [%rd12], %f3;"),
               FailureKind::NonFinite);
}

TEST_P(Planted, WrongResultIsCaught) {
  // y + 0.01: a relative error of about 1%.
  expectCaught(plantedPtx("", "  add.f32 %f3, %f2, 0f3C23D70A;\n"
                              "  st.global.f32 [%rd12], %f3;"),
               FailureKind::WrongResult);
}

TEST_P(Planted, ConstantOutputIsCaught) {
  // y = 1, the mean of 2x + 1 over uniform(-1, 1) inputs.
  expectCaught(plantedPtx("", "  mov.f32 %f3, 0f3F800000;\n"
                              "  st.global.f32 [%rd12], %f3;"),
               FailureKind::WrongResult);
}

TEST_P(Planted, MutatedInputIsCaught) {
  expectCaught(plantedPtx("", std::string(kStore) +
                                  "\n  st.global.f32 [%rd11], %f2;"),
               FailureKind::InputMutated);
}

TEST_P(Planted, WritePastTheEndIsCaught) {
  // Thread 0 of block 0 also writes y[n].
  expectCaught(plantedPtx(llvm::formatv(R"(
  mov.u32 %r5, %tid.x;
  mov.u32 %r6, %ctaid.x;
  or.b32 %r7, %r5, %r6;
  setp.ne.u32 %p2, %r7, 0;
  @%p2 bra $inside;
  mov.f32 %f5, 0f00000000;
  st.global.f32 [%rd2+{0}], %f5;
$inside:)",
                                        kElements * 4)
                              .str(),
                          kStore),
               FailureKind::OutOfBoundsWrite);
}

TEST_P(Planted, NondeterministicResultIsCaught) {
  // Adds 2^-21 where the SM's clock is odd: within tolerance, never the
  // same twice.
  expectCaught(plantedPtx("", R"(
  mov.u32 %r5, %clock;
  and.b32 %r5, %r5, 1;
  cvt.rn.f32.u32 %f3, %r5;
  fma.rn.f32 %f4, %f3, 0f35000000, %f2;
  st.global.f32 [%rd12], %f4;)"),
               FailureKind::Nondeterministic);
}

TEST_P(Planted, KernelThatStopsWorkingAfterTheChecksIsCaught) {
  // Counts its calls (each block adds one; calls / blocks is the call
  // number) and returns at once from the sixth on: the checks, the
  // determinism run and the warm-up see a correct kernel, the timed runs
  // a free one.
  expectCaught(plantedPtx(R"(
  mov.u32 %r5, %tid.x;
  setp.ne.u32 %p2, %r5, 0;
  @%p2 bra $counted;
  atom.global.add.u32 %r6, [calls], 1;
  st.shared.u32 [call], %r6;
$counted:
  bar.sync 0;
  ld.shared.u32 %r6, [call];
  mov.u32 %r7, %nctaid.x;
  div.u32 %r6, %r6, %r7;
  setp.ge.u32 %p3, %r6, 5;
  @%p3 bra $done;)",
                          kStore),
               FailureKind::StaleOutput);
}

TEST_P(Planted, ImpossibleSpeedIsCaught) {
  // An honest kernel whose plan claims 10^18 operations: faster than any
  // H200 could do them.
  LaunchPlan plan = plantedPlan(plantedPtx("", kStore));
  plan.flops = 1e18;
  RunReport report = runPlanted(*device, plan, GetParam());
  if (report.device.find("H200") == std::string::npos &&
      report.device.find("H100") == std::string::npos)
    GTEST_SKIP() << "no datasheet peaks for " << report.device;
  EXPECT_EQ(report.failure, FailureKind::FasterThanRoofline)
      << report.failureMessage;
  std::cout << "caught faster_than_roofline: " << report.failureMessage << "\n";
}

INSTANTIATE_TEST_SUITE_P(References, Planted,
                         testing::Values(ReferenceSide::Host,
                                         ReferenceSide::Gpu),
                         [](const testing::TestParamInfo<ReferenceSide> &info) {
                           return info.param == ReferenceSide::Host
                                      ? "HostReference"
                                      : "GpuReference";
                         });

/// Writes the planted kernel as a plan directory (launch.json and PTX).
std::string writePlan(const std::string &ptx) {
  llvm::SmallString<128> directory;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("planted", directory));
  llvm::json::Object launch{
      {"kernel", "planted"},
      {"module", "planted"},
      {"code", "planted.ptx"},
      {"grid", llvm::json::Array{528, 1, 1}},
      {"block", llvm::json::Array{256, 1, 1}},
      {"args",
       llvm::json::Array{
           llvm::json::Object{{"host_arg", 0},
                              {"shape", llvm::json::Array{kElements}},
                              {"dtype", "f32"},
                              {"bytes", 4 * kElements}},
           llvm::json::Object{{"host_arg", 1},
                              {"shape", llvm::json::Array{kElements}},
                              {"dtype", "f32"},
                              {"bytes", 4 * kElements}}}}};
  llvm::json::Object plan{{"version", 1},
                          {"calling_convention", "bare_ptr"},
                          {"launches", llvm::json::Array{std::move(launch)}}};
  std::error_code error;
  llvm::raw_fd_ostream json((directory + "/launch.json").str(), error);
  json << llvm::json::Value(std::move(plan));
  llvm::raw_fd_ostream code((directory + "/planted.ptx").str(), error);
  code << ptx;
  return directory.str().str();
}

/// Runs a planted plan in a worker (unchecked, one timed run).
WorkerResult runInWorker(const std::string &launcher, const std::string &ptx,
                         unsigned timeoutSeconds) {
  std::string plan = writePlan(ptx);
  llvm::StringRef arguments[] = {launcher, plan, "--reference=none",
                                 "--runs=1", "--max-runs=1"};
  llvm::Expected<WorkerResult> result =
      runWorker(launcher, arguments, timeoutSeconds);
  llvm::sys::fs::remove_directories(plan);
  EXPECT_TRUE(static_cast<bool>(result));
  return result ? *result : WorkerResult{};
}

class PlantedInWorker : public WithGpu {
protected:
  void SetUp() override {
    WithGpu::SetUp();
    if (IsSkipped())
      return;
    llvm::Expected<std::string> found = findLauncher({CUDA_AGENT_TOOLS_DIR});
    if (!found)
      GTEST_SKIP() << "skipped: " << llvm::toString(found.takeError());
    launcher = *found;
  }

  /// After a planted failure, a fresh worker runs the honest kernel.
  void expectNextWorkerRuns() {
    WorkerResult next = runInWorker(launcher, plantedPtx("", kStore), 60);
    EXPECT_EQ(next.exitCode, 0) << next.errors;
    EXPECT_FALSE(next.timedOut || next.crashed);
  }

  std::string launcher;
};

TEST_F(PlantedInWorker, HangIsKilledAtTheTimeLimit) {
  WorkerResult result =
      runInWorker(launcher, plantedPtx("$spin:\n  bra.uni $spin;", kStore), 5);
  EXPECT_TRUE(result.timedOut);
  EXPECT_GE(result.seconds, 5.0);
  std::cout << "caught timeout after " << result.seconds << " s\n";
  expectNextWorkerRuns();
}

TEST_F(PlantedInWorker, TrapIsAKernelFaultReport) {
  WorkerResult result = runInWorker(launcher, plantedPtx("  trap;", kStore), 60);
  EXPECT_EQ(result.exitCode, getExitCode(FailureKind::KernelFault));
  llvm::Expected<llvm::json::Value> report = llvm::json::parse(result.output);
  ASSERT_TRUE(static_cast<bool>(report)) << result.output;
  const llvm::json::Object *failure =
      report->getAsObject()->getObject("failure");
  ASSERT_NE(failure, nullptr);
  EXPECT_EQ(failure->getString("kind"), std::optional<llvm::StringRef>("kernel_fault"));
  std::cout << "caught kernel_fault: " << failure->getString("message")->str()
            << "\n";
  expectNextWorkerRuns();
}

TEST_F(PlantedInWorker, IllegalAddressIsAKernelFaultReport) {
  WorkerResult result = runInWorker(
      launcher,
      plantedPtx("  mov.u64 %rd13, 8;\n  mov.u32 %r8, 0;\n"
                 "  st.global.u32 [%rd13], %r8;",
                 kStore),
      60);
  EXPECT_EQ(result.exitCode, getExitCode(FailureKind::KernelFault))
      << result.errors;
  EXPECT_NE(result.output.find("kernel_fault"), std::string::npos);
  std::cout << "caught kernel_fault (illegal address): " << result.errors;
  expectNextWorkerRuns();
}


/// The persistent worker of the GPU reward: one process serves many
/// requests; a hang is killed at the time limit and a fault ends the
/// worker, and either way the next request is served by a fresh one.
TEST_F(PlantedInWorker, ServerSurvivesHangsAndFaults) {
  llvm::Expected<std::unique_ptr<MeasurementServer>> started =
      MeasurementServer::start(launcher, 5);
  ASSERT_TRUE(static_cast<bool>(started)) << llvm::toString(started.takeError());
  MeasurementServer &server = **started;
  EXPECT_NE(server.getDevice().find("sm_"), std::string::npos)
      << server.getDevice();
  std::string honest = writePlan(plantedPtx("", kStore));
  std::string hang = writePlan(plantedPtx("$spin:\n  bra.uni $spin;", kStore));
  std::string trap = writePlan(plantedPtx("  trap;", kStore));
  auto measure = [&](const std::string &plan) {
    MeasurementRequest request;
    request.plan = plan;
    request.reference = ReferenceKind::None;
    request.harness.timing.minRuns = 1;
    request.harness.timing.maxRuns = 1;
    return server.measure(request);
  };
  auto failureOf = [](const llvm::json::Object &report) {
    return getName(getFailure(report)).str();
  };
  // Served requests are fast: no process start or CUDA context each.
  auto began = std::chrono::steady_clock::now();
  for (int request = 0; request < 10; ++request)
    EXPECT_EQ(failureOf(measure(honest)), "none");
  double perRequest = std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - began)
                          .count() /
                      10;
  std::cout << "served 10 requests, " << perRequest * 1e3 << " ms each\n";
  // A fresh worker per measurement takes 0.8-1 s on the H200 (process, CUDA
  // context, CUPTI): a served one must not.
  EXPECT_LT(perRequest, 0.3);
  EXPECT_EQ(server.getRestarts(), 0u);

  EXPECT_EQ(failureOf(measure(hang)), "timeout");
  EXPECT_EQ(failureOf(measure(honest)), "none");
  llvm::json::Object faulted = measure(trap);
  EXPECT_EQ(failureOf(faulted), "kernel_fault");
  EXPECT_EQ(failureOf(measure(honest)), "none");
  EXPECT_EQ(server.getRestarts(), 2u);
  // A plan that does not load is an error report, and the worker lives on.
  EXPECT_EQ(failureOf(measure("/nonexistent/plan")), "error");
  EXPECT_EQ(failureOf(measure(honest)), "none");
  EXPECT_EQ(server.getRestarts(), 2u);
  for (const std::string &plan : {honest, hang, trap})
    llvm::sys::fs::remove_directories(plan);
}

} // namespace
