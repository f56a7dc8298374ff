//===- LaunchPlanTest.cpp - reading the compiler's launch plan ------------===//

#include "cuda-agent/Runtime/LaunchPlan.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace cuda_agent::runtime;

namespace {

/// A temporary directory holding one code file, kernels.ptx.
class LaunchPlanTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("launch-plan", dir));
    llvm::SmallString<128> code(dir);
    llvm::sys::path::append(code, "kernels.ptx");
    std::error_code ec;
    llvm::raw_fd_ostream os(code, ec);
    ASSERT_FALSE(ec);
    os << ".target sm_90\n";
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir); }

  std::string error(llvm::StringRef json) {
    llvm::Expected<LaunchPlan> plan = LaunchPlan::parse(json, dir);
    EXPECT_FALSE(static_cast<bool>(plan));
    return plan ? "" : llvm::toString(plan.takeError());
  }

  llvm::SmallString<128> dir;
};

constexpr const char *kValidPlan = R"json({
  "version": 1, "calling_convention": "bare_ptr", "schedule": "block(2);thread(1)",
  "launches": [{
    "kernel": "scale", "module": "kernels", "code": "kernels.ptx",
    "grid": [2, 1, 1], "block": [128, 4, 1],
    "args": [{"host_arg": 0, "shape": [256], "dtype": "f32", "bytes": 1024},
             {"host_arg": -1, "shape": [4, 6], "dtype": "bf16", "bytes": 48}]
  }]
})json";

TEST_F(LaunchPlanTest, ParsesLaunchesAndReadsCode) {
  llvm::Expected<LaunchPlan> plan = LaunchPlan::parse(kValidPlan, dir);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  EXPECT_EQ(plan->schedule, "block(2);thread(1)");
  ASSERT_EQ(plan->launches.size(), 1u);
  const KernelLaunch &launch = plan->launches[0];
  EXPECT_EQ(launch.kernel, "scale");
  EXPECT_EQ(launch.module, "kernels");
  EXPECT_EQ(launch.code, ".target sm_90\n");
  EXPECT_EQ(launch.grid, (std::array<unsigned, 3>{2, 1, 1}));
  EXPECT_EQ(launch.block, (std::array<unsigned, 3>{128, 4, 1}));
  ASSERT_EQ(launch.args.size(), 2u);
  EXPECT_EQ(launch.args[0].hostArg, 0);
  EXPECT_EQ(launch.args[0].shape, (std::vector<int64_t>{256}));
  EXPECT_EQ(launch.args[1].hostArg, -1);
  EXPECT_EQ(launch.args[1].dtype, "bf16");
  EXPECT_EQ(launch.args[1].bytes, 48u);
  EXPECT_FALSE(plan->tf32Products);
}

TEST_F(LaunchPlanTest, RefusesAPartialModelPlan) {
  // A model compiled with --host-fallback whose region did not compile: its
  // launches would read a temporary nobody writes.
  std::string text = kValidPlan;
  text.replace(text.find("\"schedule\""), 0,
               "\"left_out\": [{\"function\": \"m_region1\", \"error\": "
               "\"no\"}], ");
  EXPECT_NE(error(text).find("the plan is partial: 1 of its model's regions "
                             "did not compile"),
            std::string::npos);
}

TEST_F(LaunchPlanTest, ReadsWhetherProductsAreRoundedToTf32) {
  std::string text = kValidPlan;
  text.replace(text.find("\"schedule\""), 0, "\"tf32_products\": true, ");
  llvm::Expected<LaunchPlan> plan = LaunchPlan::parse(text, dir);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  EXPECT_TRUE(plan->tf32Products);
}

TEST_F(LaunchPlanTest, ParsesTensorMapsAndDynamicSharedMemory) {
  llvm::Expected<LaunchPlan> plan = LaunchPlan::parse(R"json({
    "version": 1, "calling_convention": "bare_ptr",
    "launches": [{
      "kernel": "mm", "module": "kernels", "code": "kernels.ptx",
      "grid": [4, 4, 1], "block": [256, 1, 1], "dynamic_shared_memory": 131072,
      "args": [{"host_arg": 0, "shape": [512, 512], "dtype": "f16", "bytes": 524288,
                "tensor_map": {"box": [128, 64], "swizzle_bytes": 128,
                               "l2_promotion_bytes": 256, "interleave_bytes": 0,
                               "out_of_bounds_nan": false}},
               {"host_arg": 1, "shape": [512, 512], "dtype": "f32", "bytes": 1048576}]
    }]
  })json",
                                                      dir);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  const KernelLaunch &launch = plan->launches[0];
  EXPECT_EQ(launch.dynamicSharedBytes, 131072u);
  ASSERT_TRUE(launch.args[0].tensorMap.has_value());
  EXPECT_EQ(launch.args[0].tensorMap->box, (std::vector<int64_t>{128, 64}));
  EXPECT_EQ(launch.args[0].tensorMap->swizzleBytes, 128);
  EXPECT_EQ(launch.args[0].tensorMap->l2PromotionBytes, 256);
  EXPECT_FALSE(launch.args[0].tensorMap->outOfBoundsNan);
  EXPECT_FALSE(launch.args[1].tensorMap.has_value());
  // Without the fields: no dynamic shared memory.
  llvm::Expected<LaunchPlan> plain = LaunchPlan::parse(kValidPlan, dir);
  ASSERT_TRUE(static_cast<bool>(plain));
  EXPECT_EQ(plain->launches[0].dynamicSharedBytes, 0u);
}

TEST(TensorMapModes, BytesAndCodesAreInverse) {
  // CU_TENSOR_MAP_SWIZZLE_128B is 3, L2_PROMOTION_L2_256B 3,
  // INTERLEAVE_32B 2; 0 is none.
  EXPECT_EQ(getTensorMapModeCode(128, kSmallestSwizzleBytes), 3);
  EXPECT_EQ(getTensorMapModeCode(256, kSmallestL2PromotionBytes), 3);
  EXPECT_EQ(getTensorMapModeCode(32, kSmallestInterleaveBytes), 2);
  EXPECT_EQ(getTensorMapModeCode(0, kSmallestSwizzleBytes), 0);
  for (int code = 0; code <= 3; ++code)
    EXPECT_EQ(
        getTensorMapModeCode(getTensorMapModeBytes(code, kSmallestSwizzleBytes),
                             kSmallestSwizzleBytes),
        code);
}

TEST_F(LaunchPlanTest, RejectsTensorMapBoxOfAnotherRank) {
  EXPECT_NE(error(R"json({
    "version": 1, "calling_convention": "bare_ptr",
    "launches": [{
      "kernel": "mm", "module": "kernels", "code": "kernels.ptx",
      "grid": [1, 1, 1], "block": [128, 1, 1],
      "args": [{"host_arg": 0, "shape": [512, 512], "dtype": "f16", "bytes": 524288,
                "tensor_map": {"box": [64], "swizzle_bytes": 128,
                               "l2_promotion_bytes": 256, "interleave_bytes": 0,
                               "out_of_bounds_nan": false}}]
    }]
  })json")
                .find("box rank differs from the buffer's"),
            std::string::npos);
}

TEST_F(LaunchPlanTest, LoadReadsLaunchJsonFromDirectory) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "launch.json");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << kValidPlan;
  }
  llvm::Expected<LaunchPlan> plan = LaunchPlan::load(dir);
  ASSERT_TRUE(static_cast<bool>(plan)) << llvm::toString(plan.takeError());
  EXPECT_EQ(plan->launches.size(), 1u);
}

TEST_F(LaunchPlanTest, RejectsOtherVersions) {
  EXPECT_NE(error(R"({"version": 2, "calling_convention": "bare_ptr", "launches": []})")
                .find("version 2 is not the supported version 1"),
            std::string::npos);
}

TEST_F(LaunchPlanTest, RejectsOtherCallingConventions) {
  EXPECT_NE(error(R"({"version": 1, "calling_convention": "descriptor", "launches": []})")
                .find("unsupported calling convention 'descriptor'"),
            std::string::npos);
}

TEST_F(LaunchPlanTest, RejectsGridWithoutThreeSizes) {
  std::string message = error(R"({"version": 1, "calling_convention": "bare_ptr",
    "launches": [{"kernel": "k", "module": "m", "code": "kernels.ptx",
                  "grid": [2, 1], "block": [1, 1, 1], "args": []}]})");
  EXPECT_NE(message.find("expected 3 sizes"), std::string::npos) << message;
}

TEST_F(LaunchPlanTest, RejectsMissingFields) {
  std::string message = error(R"({"version": 1, "calling_convention": "bare_ptr",
    "launches": [{"kernel": "k", "code": "kernels.ptx",
                  "grid": [1, 1, 1], "block": [1, 1, 1], "args": []}]})");
  EXPECT_NE(message.find("module"), std::string::npos) << message;
}

TEST_F(LaunchPlanTest, ReportsMissingCodeFile) {
  std::string message = error(R"({"version": 1, "calling_convention": "bare_ptr",
    "launches": [{"kernel": "k", "module": "m", "code": "absent.ptx",
                  "grid": [1, 1, 1], "block": [1, 1, 1], "args": []}]})");
  EXPECT_NE(message.find("absent.ptx"), std::string::npos) << message;
}

TEST_F(LaunchPlanTest, ReportsMalformedJson) {
  EXPECT_NE(error("{\"version\": 1,").find("invalid launch plan"),
            std::string::npos);
}

} // namespace
