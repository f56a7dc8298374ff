//===- CostCorrectionTest.cpp - the cost model corrected by measurements --===//

#include "cuda-agent/Env/CostCorrection.h"

#include "cuda-agent/Env/Env.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace cuda_agent::env;

namespace {

TEST(Spearman, RanksWithTies) {
  EXPECT_DOUBLE_EQ(spearman({1, 2, 3, 4}, {10, 20, 30, 40}), 1);
  EXPECT_DOUBLE_EQ(spearman({1, 2, 3, 4}, {4, 3, 2, 1}), -1);
  EXPECT_DOUBLE_EQ(spearman({1, 2, 2, 3}, {1, 2, 3, 4}),
                   0.94868329805051377); // ties share rank 1.5
  EXPECT_EQ(spearman({1, 1, 1}, {1, 2, 3}), 0) << "constant";
  EXPECT_EQ(spearman({1}, {1}), 0);
}

/// Samples whose measured time is the model's times exp(0.5 * feature 0 -
/// 0.25 * feature 1) with a little noise.
std::vector<CostSample> plantedSamples(size_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> normal;
  std::vector<CostSample> samples;
  for (size_t i = 0; i < count; ++i) {
    CostSample sample;
    sample.kernel = "k" + std::to_string(i % 7);
    sample.features.assign(getFeatureCount(), 0);
    sample.features[0] = float(normal(rng));
    sample.features[1] = float(normal(rng));
    sample.features[2] = 1; // constant: no information
    sample.modelSeconds = 1e-5 * std::exp(normal(rng));
    sample.measuredSeconds =
        sample.modelSeconds *
        std::exp(0.5 * sample.features[0] - 0.25 * sample.features[1] +
                 0.01 * normal(rng));
    samples.push_back(std::move(sample));
  }
  return samples;
}

TEST(CostCorrection, RecoversAPlantedBiasAndRanksBetter) {
  std::vector<CostSample> training = plantedSamples(400, 1);
  CostCorrection correction = CostCorrection::fit(training, 1e-4);
  EXPECT_EQ(correction.getSampleCount(), 400u);
  std::vector<double> measured, modelled, corrected;
  for (const CostSample &sample : plantedSamples(200, 2)) {
    measured.push_back(sample.measuredSeconds);
    modelled.push_back(sample.modelSeconds);
    double fixed = correction.correct(sample.features, sample.modelSeconds);
    corrected.push_back(fixed);
    EXPECT_NEAR(std::log(fixed / sample.measuredSeconds), 0, 0.05);
  }
  EXPECT_GT(spearman(corrected, measured), 0.99);
  EXPECT_LT(spearman(modelled, measured), spearman(corrected, measured));

  CrossValidation validation = crossValidate(training, 1e-4, 7);
  EXPECT_EQ(validation.kernels, 7u);
  EXPECT_EQ(validation.samples, 400u);
  EXPECT_GT(validation.correctedSpearman, 0.99);
  EXPECT_LT(validation.modelSpearman, validation.correctedSpearman);
}

TEST(CostCorrection, SavedAndLoaded) {
  CostCorrection correction = CostCorrection::fit(plantedSamples(100, 3), 0.01);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("correction", "json", path));
  ASSERT_FALSE(static_cast<bool>(correction.save(path)));
  llvm::Expected<CostCorrection> loaded = CostCorrection::load(path);
  ASSERT_TRUE(static_cast<bool>(loaded)) << llvm::toString(loaded.takeError());
  for (const CostSample &sample : plantedSamples(10, 4))
    EXPECT_NEAR(loaded->correct(sample.features, sample.modelSeconds),
                correction.correct(sample.features, sample.modelSeconds),
                1e-12);
  EXPECT_EQ(loaded->getSampleCount(), 100u);
  llvm::sys::fs::remove(path);

  llvm::Expected<CostCorrection> missing = CostCorrection::load(path);
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_NE(llvm::toString(missing.takeError()).find("cannot read"),
            std::string::npos);
}

TEST(CostCorrection, WithoutSamplesItIsTheModel) {
  CostCorrection none = CostCorrection::fit({}, 1);
  std::vector<float> features(getFeatureCount(), 1);
  EXPECT_EQ(none.correct(features, 3e-5), 3e-5);
}

} // namespace
