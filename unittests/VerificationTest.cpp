//===- VerificationTest.cpp - inputs, references and error measures -------===//

#include "cuda-agent/Runtime/Verification.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace cuda_agent::runtime;

namespace {

TEST(RandomUniform, SameSeedSameValuesInRange) {
  std::vector<float> first = randomUniform(1000, 42);
  EXPECT_EQ(first, randomUniform(1000, 42));
  EXPECT_NE(first, randomUniform(1000, 43));
  float sumOfMagnitudes = 0;
  for (float value : first) {
    EXPECT_GE(value, -1.0f);
    EXPECT_LT(value, 1.0f);
    sumOfMagnitudes += std::abs(value);
  }
  // Uniform on [-1, 1): mean magnitude 0.5, so never (nearly) all zeros.
  EXPECT_NEAR(sumOfMagnitudes / first.size(), 0.5f, 0.05f);
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
  EXPECT_TRUE(std::isinf(stats.relativeL2));
}

} // namespace
