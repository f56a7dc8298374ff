//===- VerificationTest.cpp - inputs, references and error measures -------===//

#include "cuda-agent/Runtime/Verification.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace cuda_agent::runtime;

namespace {

TEST(HashUniform, SameStreamSameValuesInRange) {
  std::vector<float> first = randomInputs(InputDistribution::Uniform, 1000, 42);
  EXPECT_EQ(first, randomInputs(InputDistribution::Uniform, 1000, 42));
  EXPECT_NE(first, randomInputs(InputDistribution::Uniform, 1000, 43));
  float sumOfMagnitudes = 0;
  for (float value : first) {
    EXPECT_GE(value, -1.0f);
    EXPECT_LT(value, 1.0f);
    sumOfMagnitudes += std::abs(value);
  }
  // Uniform on [-1, 1): mean magnitude 0.5, so never (nearly) all zeros.
  EXPECT_NEAR(sumOfMagnitudes / first.size(), 0.5f, 0.05f);
}

TEST(HashUniform, PinnedValuesTheGpuFillMustMatch) {
  // RandomFill.cpp's PTX computes these bits too; a change here is a
  // change there.
  EXPECT_EQ(hashStreamOffset(0), 0u);
  EXPECT_EQ(hashStreamOffset(1), 0x688990c0u);
  EXPECT_EQ(hashUniform(0, 0), -1.0f);
  // lowbias32(12345 + lowbias32(7)) >> 8 = 7158660; / 2^23 - 1.
  EXPECT_EQ(hashUniform(12345, 7), 7158660.0f / 8388608.0f - 1.0f);
  EXPECT_NE(hashUniform(1, 0), hashUniform(1, 1));
}

TEST(RandomInputs, EachDistributionHasItsRangeAndMoments) {
  constexpr size_t n = 20000;
  std::vector<float> normal = randomInputs(InputDistribution::Normal, n, 5);
  std::vector<float> positive = randomInputs(InputDistribution::Positive, n, 5);
  double sum = 0, squares = 0;
  for (float value : normal) {
    sum += value;
    squares += double(value) * value;
  }
  EXPECT_NEAR(sum / n, 0.0, 0.05);
  EXPECT_NEAR(squares / n, 1.0, 0.05);
  for (float value : positive) {
    EXPECT_GE(value, 0.5f);
    EXPECT_LT(value, 2.0f);
  }
}

TEST(RandomInputs, ChecksCycleThroughTheDistributions) {
  EXPECT_EQ(distributionOfCheck(0), InputDistribution::Uniform);
  EXPECT_EQ(distributionOfCheck(1), InputDistribution::Normal);
  EXPECT_EQ(distributionOfCheck(2), InputDistribution::Positive);
  EXPECT_EQ(distributionOfCheck(3), InputDistribution::Uniform);
  EXPECT_EQ(getName(InputDistribution::Normal), "normal(0,1)");
}

TEST(RelativeTolerance, PerElementTypeAndReductionLength) {
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F32, 0, false), 1e-4);
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F32, 4096, false), 1e-4);
  // Four times 65536 elements: twice the tolerance.
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F32, 4 * 65536, false), 2e-4);
  // Products rounded to tf32: f32 outputs only.
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F32, 4096, true), 2e-3);
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F32, 4 * 65536, true), 4e-3);
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::BF16, 0, true), 1e-2);
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::BF16, 0, false), 1e-2);
  EXPECT_DOUBLE_EQ(relativeTolerance(ElementType::F16, 0, false), 1e-2);
  EXPECT_EQ(relativeTolerance(ElementType::F64, 0, false), 0.0);
}

TEST(PoisonValue, IsNaN) { EXPECT_TRUE(std::isnan(poisonValue())); }

TEST(ReferenceMatmul, NonSquareProduct) {
  // [1 2 3; 4 5 6] (2x3) * [1 0; 0 1; 1 1] (3x2) = [4 5; 10 11].
  std::vector<float> a = {1, 2, 3, 4, 5, 6};
  std::vector<float> b = {1, 0, 0, 1, 1, 1};
  std::vector<double> c = referenceMatmul(a, b, /*m=*/2, /*n=*/2, /*k=*/3);
  EXPECT_EQ(c, (std::vector<double>{4, 5, 10, 11}));
}

TEST(ReferenceRowSum, SumsEachRow) {
  std::vector<float> x = {1, 2, 3, -4, 5, 0.5f};
  EXPECT_EQ(referenceRowSum(x, /*m=*/2, /*n=*/3),
            (std::vector<double>{6, 1.5}));
}

TEST(CompareWithReference, ExactMatchHasZeroError) {
  ErrorStats stats = compareWithReference({1.0f, -2.0f}, {1.0, -2.0});
  EXPECT_EQ(stats.relativeL2, 0.0);
  EXPECT_EQ(stats.maxAbsolute, 0.0);
  EXPECT_EQ(stats.nonFinite, 0u);
}

TEST(CompareWithReference, MeasuresRelativeAndAbsoluteError) {
  // Error (0, 0.5) against reference (3, 4): ||e|| = 0.5, ||ref|| = 5.
  ErrorStats stats = compareWithReference({3.0f, 4.5f}, {3.0, 4.0});
  EXPECT_DOUBLE_EQ(stats.relativeL2, 0.1);
  EXPECT_DOUBLE_EQ(stats.maxAbsolute, 0.5);
}

TEST(CompareWithReference, UnwrittenPoisonNeverPasses) {
  ErrorStats stats = compareWithReference({1.0f, poisonValue(), INFINITY},
                                          {1.0, 2.0, 3.0});
  EXPECT_EQ(stats.nonFinite, 2u);
  // The poison is told apart from a NaN or Inf the kernel wrote.
  EXPECT_EQ(stats.poisoned, 1u);
  EXPECT_TRUE(std::isinf(stats.relativeL2));
}

TEST(CompareWithReference, NaNWhereTheReferenceHasNaNAgrees) {
  // A BatchNorm on random weights: rsqrt of a negative variance is NaN in
  // the reference too. The same NaN or Inf agrees; a finite value there, a
  // different Inf or the poison does not; the rest is compared as usual.
  double nan = std::nan("");
  ErrorStats agreeing = compareWithReference({std::nanf(""), INFINITY, 4.5f},
                                             {nan, INFINITY, 4.0});
  EXPECT_EQ(agreeing.nonFinite, 0u);
  EXPECT_DOUBLE_EQ(agreeing.maxAbsolute, 0.5);
  ErrorStats differing = compareWithReference({1.0f, -INFINITY, poisonValue()},
                                              {nan, INFINITY, nan});
  EXPECT_EQ(differing.nonFinite, 3u);
  EXPECT_EQ(differing.poisoned, 1u);
}

} // namespace
