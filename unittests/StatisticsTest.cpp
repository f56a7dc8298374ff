//===- StatisticsTest.cpp - medians, spreads and when to stop timing ------===//

#include "cuda-agent/Runtime/Roofline.h"
#include "cuda-agent/Runtime/Statistics.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace cuda_agent::runtime;

namespace {

TEST(Summarize, OrderStatisticsOfAnUnsortedSample) {
  std::vector<double> values;
  for (int i = 99; i >= 0; --i)
    values.push_back(i);
  TimingSummary summary = summarize(values);
  EXPECT_EQ(summary.runs, 100u);
  // Nearest rank: index round(0.5 * 99) = 50.
  EXPECT_EQ(summary.median, 50);
  EXPECT_EQ(summary.p10, 10);
  EXPECT_EQ(summary.p90, 89);
  // n = 100: ranks floor(50 - 9.8) = 40 and ceil(50 + 9.8) = 60, so the
  // interval [40, 60] is +-10 around 50: 20%.
  EXPECT_DOUBLE_EQ(summary.medianHalfWidth, 0.2);
}

TEST(Summarize, ConstantSampleIsExact) {
  TimingSummary summary = summarize(std::vector<double>(30, 7.0));
  EXPECT_EQ(summary.median, 7.0);
  EXPECT_EQ(summary.medianHalfWidth, 0.0);
}

TEST(Summarize, TooFewRunsSayNothingAboutTheMedian) {
  EXPECT_TRUE(std::isinf(summarize({1, 2, 3, 4, 5}).medianHalfWidth));
  EXPECT_EQ(summarize({}).median, 0.0);
}

TEST(TimingPolicy, StopsOnPrecisionOnlyAfterTheMinimum) {
  TimingPolicy policy;
  TimingSummary precise = summarize(std::vector<double>(10, 1.0));
  EXPECT_FALSE(policy.done(precise, 0.1));
  precise = summarize(std::vector<double>(20, 1.0));
  EXPECT_TRUE(policy.done(precise, 0.1));
  EXPECT_STREQ(policy.whyDone(precise, 0.1), "ci");
}

TEST(TimingPolicy, NoisyRunsGoOnUntilTheTimeOrRunLimit) {
  TimingPolicy policy;
  std::vector<double> noisy;
  for (int i = 0; i < 40; ++i)
    noisy.push_back(i % 2 ? 1.0 : 2.0);
  TimingSummary summary = summarize(noisy);
  EXPECT_GT(summary.medianHalfWidth, policy.targetHalfWidth);
  EXPECT_FALSE(policy.done(summary, 1.0));
  EXPECT_EQ(policy.whyDone(summary, 1.0), nullptr);
  EXPECT_TRUE(policy.done(summary, policy.maxSeconds));
  EXPECT_STREQ(policy.whyDone(summary, policy.maxSeconds), "max_seconds");
  summary.runs = policy.maxRuns;
  EXPECT_TRUE(policy.done(summary, 0.0));
  EXPECT_STREQ(policy.whyDone(summary, 0.0), "max_runs");
}

TEST(TimingPolicy, StopsEarlyOnlyForACandidateKnownToBeSlower) {
  TimingPolicy policy;
  TimingSummary baseline = summarize(std::vector<double>(20, 10.0));
  TimingSummary twiceAsSlow = summarize(std::vector<double>(20, 20.0));
  // Off by default.
  EXPECT_FALSE(policy.clearlySlower(twiceAsSlow, baseline));
  policy.stopIfSlowerThan = 1.5;
  EXPECT_TRUE(policy.clearlySlower(twiceAsSlow, baseline));
  EXPECT_FALSE(policy.clearlySlower(baseline, baseline));
  // Before the minimum runs nothing is known.
  EXPECT_FALSE(policy.clearlySlower(summarize(std::vector<double>(10, 20.0)),
                                    baseline));
  // Twice as slow by the median, but too noisy to tell 1.5x apart.
  std::vector<double> noisy;
  for (int i = 0; i < 20; ++i)
    noisy.push_back(i % 2 ? 5.0 : 35.0);
  TimingSummary uncertain = summarize(noisy);
  ASSERT_GT(uncertain.median, 1.5 * baseline.median);
  EXPECT_EQ(uncertain.medianLow, 5.0);
  EXPECT_EQ(uncertain.medianHigh, 35.0);
  EXPECT_FALSE(policy.clearlySlower(uncertain, baseline));
}

TEST(Roofline, TheSlowerOfMemoryAndArithmetic) {
  std::optional<DevicePeaks> h200 = lookUpPeaks("NVIDIA H200");
  ASSERT_TRUE(h200.has_value());
  EXPECT_DOUBLE_EQ(h200->dramBytesPerSecond, 4.8e12);
  // 48 MB: 10 us of memory; 67 MFLOP: 1 us of fp32.
  EXPECT_DOUBLE_EQ(rooflineSeconds(*h200, 48e6, 67e6, false), 1e-5);
  // 67 GFLOP: 1 ms of fp32, 135 us at the tensor-core rate.
  EXPECT_DOUBLE_EQ(rooflineSeconds(*h200, 48e6, 67e9, false), 1e-3);
  EXPECT_NEAR(rooflineSeconds(*h200, 48e6, 67e9, true), 67e9 / 989e12, 1e-12);
  EXPECT_FALSE(lookUpPeaks("Some Other GPU").has_value());
}

} // namespace
