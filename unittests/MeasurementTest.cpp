//===- MeasurementTest.cpp - measurement requests and the server ----------===//

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Measurement.h"
#include "cuda-agent/Runtime/Worker.h"

#include <gtest/gtest.h>

using namespace cuda_agent::runtime;

namespace {

std::string serialize(const MeasurementRequest &request) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(toJSON(request));
  return text;
}

TEST(MeasurementRequest, RoundTripsThroughJson) {
  MeasurementRequest request;
  request.plan = "/tmp/plan";
  request.reference = ReferenceKind::RowSum;
  request.referencePlan = "/tmp/reference";
  request.baselinePlan = "/tmp/baseline";
  request.kernelName = "row-sum";
  request.seed = 42;
  request.harness.checks = 1;
  request.harness.time = false;
  request.harness.timing.minRuns = 7;
  request.harness.timing.maxRuns = 70;
  request.harness.timing.targetHalfWidth = 0.05;
  request.harness.timing.maxSeconds = 3;
  request.harness.timing.stopIfSlowerThan = 1.5;
  request.harness.traceKernels = false;
  request.harness.profileCounters = true;
  std::string text = serialize(request);
  llvm::Expected<MeasurementRequest> parsed = parseMeasurementRequest(text);
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  EXPECT_EQ(serialize(*parsed), text);
  EXPECT_EQ(parsed->seed, std::optional<uint64_t>(42));
  EXPECT_EQ(parsed->reference, ReferenceKind::RowSum);
  EXPECT_EQ(parsed->harness.timing.maxRuns, 70u);
  EXPECT_EQ(parsed->harness.timing.stopIfSlowerThan, 1.5);
}

TEST(MeasurementRequest, AbsentKeysKeepTheirDefaults) {
  llvm::Expected<MeasurementRequest> parsed =
      parseMeasurementRequest(R"({"plan": "p", "min_runs": 50})");
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
  MeasurementRequest defaults;
  EXPECT_EQ(parsed->reference, ReferenceKind::Plan);
  EXPECT_FALSE(parsed->seed.has_value());
  EXPECT_EQ(parsed->harness.checks, defaults.harness.checks);
  EXPECT_EQ(parsed->harness.timing.minRuns, 50u);
  // At least as many runs at most as at least.
  EXPECT_GE(parsed->harness.timing.maxRuns, 50u);
}

TEST(MeasurementRequest, BadRequestsSayWhy) {
  auto error = [](llvm::StringRef text) {
    llvm::Expected<MeasurementRequest> parsed = parseMeasurementRequest(text);
    return parsed ? std::string("parsed") : llvm::toString(parsed.takeError());
  };
  EXPECT_NE(error("[1, 2]").find("JSON object"), std::string::npos);
  EXPECT_NE(error("{").find("Expected"), std::string::npos) << error("{");
  EXPECT_NE(error(R"({"reference": "plan"})").find("no plan"),
            std::string::npos);
  EXPECT_NE(error(R"({"plan": "p", "reference": "cpu"})")
                .find("unknown reference 'cpu'"),
            std::string::npos);
}

TEST(MeasurementServer, WithoutAGpuItDoesNotStart) {
  llvm::Expected<std::unique_ptr<GpuDevice>> device = GpuDevice::open();
  if (device)
    GTEST_SKIP() << "a GPU is here (ServerSurvivesHangsAndFaults serves it)";
  llvm::consumeError(device.takeError());
  llvm::Expected<std::string> launcher = findLauncher({CUDA_AGENT_TOOLS_DIR});
  ASSERT_TRUE(static_cast<bool>(launcher)) << llvm::toString(launcher.takeError());
  llvm::Expected<std::unique_ptr<MeasurementServer>> server =
      MeasurementServer::start(*launcher, 10);
  ASSERT_FALSE(static_cast<bool>(server));
  std::string message = llvm::toString(server.takeError());
  EXPECT_NE(message.find("no GPU"), std::string::npos) << message;
}

TEST(MeasurementServer, AMissingLauncherIsAnError) {
  llvm::Expected<std::unique_ptr<MeasurementServer>> server =
      MeasurementServer::start("/nonexistent/cuda-agent-launch", 10);
  ASSERT_FALSE(static_cast<bool>(server));
  EXPECT_NE(llvm::toString(server.takeError()).find("cannot start"),
            std::string::npos);
}

} // namespace
