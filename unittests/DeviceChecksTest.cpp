//===- DeviceChecksTest.cpp - the harness's checks on the GPU -------------===//
//
// The GPU's fills, comparisons and counts against the host's own
// (randomInputs, compareWithReference) on the same data. Needs a GPU:
// skipped, with a visible line, without one.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/DeviceChecks.h"

#include "WithGpu.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>

using namespace cuda_agent::runtime;

namespace {

/// Not a multiple of any block or grid size: the grid-stride loops' tails.
constexpr size_t kCount = 1000003;

class DeviceChecksTest : public WithGpu {
protected:
  void SetUp() override {
    WithGpu::SetUp();
    if (IsSkipped())
      return;
    llvm::Expected<DeviceChecks> created = DeviceChecks::create(*device);
    ASSERT_TRUE(static_cast<bool>(created))
        << llvm::toString(created.takeError());
    checks.emplace(std::move(*created));
  }

  template <typename T> DeviceBuffer upload(const std::vector<T> &values) {
    llvm::Expected<DeviceBuffer> buffer =
        device->allocate(values.size() * sizeof(T));
    EXPECT_TRUE(static_cast<bool>(buffer));
    EXPECT_FALSE(static_cast<bool>(device->copyToDevice(
        buffer->getAddress(), values.data(), values.size() * sizeof(T))));
    return std::move(*buffer);
  }
  template <typename T>
  std::vector<T> download(const DeviceBuffer &buffer, size_t count) {
    std::vector<T> values(count);
    EXPECT_FALSE(static_cast<bool>(device->copyToHost(
        values.data(), buffer.getAddress(), count * sizeof(T))));
    return values;
  }

  std::optional<DeviceChecks> checks;
};

TEST_F(DeviceChecksTest, FillDrawsTheHostsInputs) {
  llvm::Expected<DeviceBuffer> narrow = device->allocate(kCount * 4);
  llvm::Expected<DeviceBuffer> wide = device->allocate(kCount * 8);
  ASSERT_TRUE(narrow && wide);
  for (InputDistribution distribution :
       {InputDistribution::Uniform, InputDistribution::Normal,
        InputDistribution::Positive}) {
    SCOPED_TRACE(getName(distribution).str());
    uint64_t seed = 77 + uint64_t(distribution);
    ASSERT_FALSE(static_cast<bool>(checks->fill(narrow->getAddress(), kCount,
                                                distribution, seed,
                                                ElementType::F32, false)));
    ASSERT_FALSE(
        static_cast<bool>(checks->fill(wide->getAddress(), kCount, distribution,
                                       seed, ElementType::F32, true)));
    std::vector<float> gpu = download<float>(*narrow, kCount);
    std::vector<double> gpuWide = download<double>(*wide, kCount);
    std::vector<float> host = randomInputs(distribution, kCount, seed);
    double worst = 0;
    for (size_t i = 0; i < kCount; ++i) {
      ASSERT_EQ(double(gpu[i]), gpuWide[i]) << i;
      worst = std::max(worst, double(std::abs(gpu[i] - host[i])));
    }
    // Uniform and positive inputs are exact in float: the host's bits.
    // Normal ones go through the GPU's log and cosine.
    if (distribution == InputDistribution::Normal)
      EXPECT_LT(worst, 1e-4);
    else
      EXPECT_EQ(worst, 0.0);
  }
}

TEST_F(DeviceChecksTest, CompareIsTheHostsComparison) {
  std::vector<float> actual =
      randomInputs(InputDistribution::Normal, kCount, 5);
  std::vector<double> expected(actual.begin(), actual.end());
  for (size_t i = 0; i < kCount; i += 97)
    expected[i] += 1e-3 * double(i % 13);
  DeviceBuffer actualBuffer = upload(actual);
  DeviceBuffer expectedBuffer = upload(expected);
  llvm::Expected<ErrorStats> gpu =
      checks->compare(actualBuffer.getAddress(), expectedBuffer.getAddress(),
                      kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(gpu)) << llvm::toString(gpu.takeError());
  ErrorStats host = compareWithReference(actual, expected);
  EXPECT_GT(host.relativeL2, 0.0);
  EXPECT_NEAR(gpu->relativeL2, host.relativeL2, 1e-12 * host.relativeL2);
  EXPECT_EQ(gpu->maxAbsolute, host.maxAbsolute);
  EXPECT_EQ(gpu->nonFinite, 0u);

  // A NaN and two poisoned elements: counted, and the error is infinite.
  actual[10] = std::nanf("");
  actual[kCount - 1] = actual[kCount / 2] = poisonValue();
  DeviceBuffer broken = upload(actual);
  gpu = checks->compare(broken.getAddress(), expectedBuffer.getAddress(),
                        kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(gpu));
  EXPECT_EQ(gpu->nonFinite, 3u);
  EXPECT_EQ(gpu->poisoned, 2u);
  EXPECT_TRUE(std::isinf(gpu->relativeL2));

  // Where the reference is NaN, a NaN agrees and a finite value does not,
  // as on the host.
  expected[10] = expected[20] = std::nan("");
  actual[kCount - 1] = actual[kCount / 2] = 1.0f;
  DeviceBuffer withNaN = upload(expected);
  DeviceBuffer agreeing = upload(actual);
  gpu = checks->compare(agreeing.getAddress(), withNaN.getAddress(), kCount,
                        ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(gpu));
  ErrorStats hostWithNaN = compareWithReference(actual, expected);
  EXPECT_EQ(gpu->nonFinite, 1u) << "element 20: finite where the reference "
                                   "is NaN";
  EXPECT_EQ(hostWithNaN.nonFinite, 1u);
}

TEST_F(DeviceChecksTest, CountsChangedAndDifferentElements) {
  std::vector<float> values =
      randomInputs(InputDistribution::Uniform, kCount, 9);
  values[3] = std::nanf("");
  std::vector<double> widened(values.begin(), values.end());
  DeviceBuffer narrow = upload(values);
  DeviceBuffer wide = upload(widened);
  llvm::Expected<size_t> changed = checks->countChanged(
      narrow.getAddress(), wide.getAddress(), kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(changed));
  EXPECT_EQ(*changed, 0u) << "NaN matches NaN, every other value itself";

  std::vector<float> other = values;
  for (size_t i : {size_t(0), size_t(12345), kCount - 1})
    other[i] = std::nextafter(other[i], 2.0f);
  DeviceBuffer otherBuffer = upload(other);
  changed = checks->countChanged(otherBuffer.getAddress(), wide.getAddress(),
                                 kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(changed));
  EXPECT_EQ(*changed, 3u);
  llvm::Expected<size_t> different = checks->countDifferent(
      narrow.getAddress(), otherBuffer.getAddress(), kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(different));
  EXPECT_EQ(*different, 3u);

  // copy, then the same bits; widen, then the same values.
  ASSERT_FALSE(static_cast<bool>(checks->copy(narrow.getAddress(),
                                              otherBuffer.getAddress(), kCount,
                                              ElementType::F32)));
  different = checks->countDifferent(
      narrow.getAddress(), otherBuffer.getAddress(), kCount, ElementType::F32);
  ASSERT_TRUE(static_cast<bool>(different));
  EXPECT_EQ(*different, 0u);
  llvm::Expected<DeviceBuffer> widenedOnGpu = device->allocate(kCount * 8);
  ASSERT_TRUE(static_cast<bool>(widenedOnGpu));
  ASSERT_FALSE(static_cast<bool>(checks->widen(narrow.getAddress(),
                                               widenedOnGpu->getAddress(),
                                               kCount, ElementType::F32)));
  std::vector<double> gpuWidened = download<double>(*widenedOnGpu, kCount);
  for (size_t i = 0; i < kCount; ++i) {
    if (!(std::isnan(gpuWidened[i]) && std::isnan(widened[i]))) {
      ASSERT_EQ(gpuWidened[i], widened[i]) << i;
    }
  }
  EXPECT_TRUE(std::isnan(gpuWidened[3]));
}

/// The value of f16 bits (IEEE binary16), exactly.
double halfValue(uint16_t bits) {
  int exponent = (bits >> 10) & 0x1F;
  double mantissa = bits & 0x3FF;
  double magnitude = exponent == 0 ? std::ldexp(mantissa, -24)
                     : exponent == 31
                         ? (mantissa ? std::nan("") : INFINITY)
                         : std::ldexp(1024 + mantissa, exponent - 25);
  return bits & 0x8000 ? -magnitude : magnitude;
}

/// The value of bf16 bits: the high half of an f32.
double bfloatValue(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, sizeof(value));
  return value;
}

TEST_F(DeviceChecksTest, HalfPrecisionBuffers) {
  for (auto [type, valueOf, epsilon] :
       {std::tuple{ElementType::F16, &halfValue, 0x1p-11},
        std::tuple{ElementType::BF16, &bfloatValue, 0x1p-8}}) {
    SCOPED_TRACE(getName(type).str());
    llvm::Expected<DeviceBuffer> narrow = device->allocate(kCount * 2);
    llvm::Expected<DeviceBuffer> wide = device->allocate(kCount * 8);
    llvm::Expected<DeviceBuffer> widened = device->allocate(kCount * 8);
    ASSERT_TRUE(narrow && wide && widened);
    // The narrow inputs, their reference copy drawn wide and the widened
    // narrow ones: the same values, the host's rounded to the type.
    ASSERT_FALSE(static_cast<bool>(checks->fill(narrow->getAddress(), kCount,
                                                InputDistribution::Normal, 3,
                                                type, false)));
    ASSERT_FALSE(static_cast<bool>(checks->fill(
        wide->getAddress(), kCount, InputDistribution::Normal, 3, type, true)));
    ASSERT_FALSE(static_cast<bool>(checks->widen(
        narrow->getAddress(), widened->getAddress(), kCount, type)));
    std::vector<uint16_t> bits = download<uint16_t>(*narrow, kCount);
    std::vector<double> drawnWide = download<double>(*wide, kCount);
    std::vector<double> gpuWidened = download<double>(*widened, kCount);
    std::vector<float> host =
        randomInputs(InputDistribution::Normal, kCount, 3);
    for (size_t i = 0; i < kCount; ++i) {
      ASSERT_EQ(valueOf(bits[i]), drawnWide[i]) << i;
      ASSERT_EQ(gpuWidened[i], drawnWide[i]) << i;
      ASSERT_LE(std::abs(drawnWide[i] - host[i]),
                epsilon * std::abs(host[i]) + 1e-4)
          << i;
    }
    llvm::Expected<size_t> changed = checks->countChanged(
        narrow->getAddress(), wide->getAddress(), kCount, type);
    ASSERT_TRUE(static_cast<bool>(changed));
    EXPECT_EQ(*changed, 0u);

    // A poisoned element (all ones) and a changed one.
    bits[7] = 0xFFFF;
    bits[kCount - 1] ^= 1;
    DeviceBuffer broken = upload(bits);
    llvm::Expected<ErrorStats> stats =
        checks->compare(broken.getAddress(), wide->getAddress(), kCount, type);
    ASSERT_TRUE(static_cast<bool>(stats));
    EXPECT_EQ(stats->poisoned, 1u);
    EXPECT_EQ(stats->nonFinite, 1u);
    bits[7] = 0;
    DeviceBuffer finite = upload(bits);
    stats =
        checks->compare(finite.getAddress(), wide->getAddress(), kCount, type);
    ASSERT_TRUE(static_cast<bool>(stats));
    EXPECT_GT(stats->relativeL2, 0.0);
    EXPECT_LT(stats->relativeL2, 1e-2);
    llvm::Expected<size_t> different = checks->countDifferent(
        finite.getAddress(), narrow->getAddress(), kCount, type);
    ASSERT_TRUE(static_cast<bool>(different));
    EXPECT_EQ(*different, 2u);
  }
}

} // namespace
