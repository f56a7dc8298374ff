//===- Verification.cpp - inputs, references and error measures -----------===//

#include "cuda-agent/Runtime/Verification.h"

#include "HashUniform.h"

#include "llvm/Support/Parallel.h"


#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <limits>

using namespace cuda_agent::runtime;

uint32_t cuda_agent::runtime::hashStreamOffset(uint32_t stream) {
  return hash::lowbias32(stream);
}

float cuda_agent::runtime::hashUniform(uint64_t index, uint32_t stream) {
  return hash::uniformAt(index, hashStreamOffset(stream));
}

InputDistribution cuda_agent::runtime::distributionOfCheck(unsigned check) {
  constexpr InputDistribution order[] = {InputDistribution::Uniform,
                                         InputDistribution::Normal,
                                         InputDistribution::Positive};
  return order[check % 3];
}

llvm::StringRef cuda_agent::runtime::getName(InputDistribution distribution) {
  switch (distribution) {
  case InputDistribution::Uniform:
    return "uniform(-1,1)";
  case InputDistribution::Normal:
    return "normal(0,1)";
  case InputDistribution::Positive:
    return "uniform(0.5,2)";
  }
  return "";
}

std::vector<float> cuda_agent::runtime::randomInputs(
    InputDistribution distribution, size_t count, uint64_t seed) {
  uint32_t stream = uint32_t(seed ^ (seed >> 32));
  // Every element is a function of its index alone, so chunks fill in
  // parallel (a 4096x4096 input took 0.5 s drawn in sequence).
  auto element = [&](size_t i) -> float {
    switch (distribution) {
    case InputDistribution::Uniform:
      return hashUniform(i, stream);
    case InputDistribution::Normal: {
      // Box-Muller on two hashed uniforms, the first in (0, 1].
      float u1 = 0.5f - 0.5f * hashUniform(2 * i, stream + 1);
      float u2 = hashUniform(2 * i + 1, stream + 1);
      return std::sqrt(-2.0f * std::log(u1)) * std::cos(float(M_PI) * u2);
    }
    case InputDistribution::Positive:
      return 1.25f + 0.75f * hashUniform(i, stream + 2);
    }
    return 0;
  };
  std::vector<float> values(count);
  constexpr size_t kChunk = size_t(1) << 16;
  llvm::parallelFor(0, (count + kChunk - 1) / kChunk, [&](size_t chunk) {
    for (size_t i = chunk * kChunk, end = std::min(count, i + kChunk); i < end;
         ++i)
      values[i] = element(i);
  });
  return values;
}

std::optional<ElementType>
cuda_agent::runtime::parseElementType(llvm::StringRef dtype) {
  for (ElementType type : {ElementType::F32, ElementType::F16,
                           ElementType::BF16, ElementType::F64})
    if (dtype == getName(type))
      return type;
  return std::nullopt;
}

llvm::StringRef cuda_agent::runtime::getName(ElementType type) {
  switch (type) {
  case ElementType::F32:
    return "f32";
  case ElementType::F16:
    return "f16";
  case ElementType::BF16:
    return "bf16";
  case ElementType::F64:
    return "f64";
  }
  return "";
}

size_t cuda_agent::runtime::getElementBytes(ElementType type) {
  switch (type) {
  case ElementType::F16:
  case ElementType::BF16:
    return 2;
  case ElementType::F32:
    return 4;
  case ElementType::F64:
    return 8;
  }
  return 0;
}

float cuda_agent::runtime::poisonValue() {
  float value;
  std::memcpy(&value, &kPoisonBits, sizeof(value));
  return value;
}

std::vector<double> cuda_agent::runtime::referenceMatmul(
    const std::vector<float> &a, const std::vector<float> &b, int64_t m,
    int64_t n, int64_t k) {
  assert(a.size() == size_t(m * k) && b.size() == size_t(k * n));
  std::vector<double> c(m * n, 0.0);
  // i-p-j order streams rows of B and C.
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) {
      double aValue = a[i * k + p];
      const float *bRow = &b[p * n];
      double *cRow = &c[i * n];
      for (int64_t j = 0; j < n; ++j)
        cRow[j] += aValue * bRow[j];
    }
  return c;
}

std::vector<double> cuda_agent::runtime::referenceRowSum(
    const std::vector<float> &x, int64_t m, int64_t n) {
  assert(x.size() == size_t(m * n));
  std::vector<double> sums(m, 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      sums[i] += x[i * n + j];
  return sums;
}

ErrorStats ErrorSums::stats() const {
  ErrorStats stats;
  stats.nonFinite = nonFinite;
  stats.poisoned = poisoned;
  if (nonFinite) {
    stats.relativeL2 = stats.maxAbsolute =
        std::numeric_limits<double>::infinity();
    return stats;
  }
  stats.maxAbsolute = maxAbsolute;
  stats.relativeL2 = referenceSquared > 0
                         ? std::sqrt(errorSquared / referenceSquared)
                         : std::sqrt(errorSquared);
  return stats;
}

ErrorStats cuda_agent::runtime::compareWithReference(
    const std::vector<float> &out, const std::vector<double> &ref) {
  assert(out.size() == ref.size());
  ErrorSums sums;
  for (size_t i = 0; i < out.size(); ++i) {
    uint32_t bits;
    std::memcpy(&bits, &out[i], sizeof(bits));
    bool unwritten = bits == kPoisonBits;
    if (!std::isfinite(ref[i]) && !unwritten) {
      // Where the reference is NaN or Inf, the kernel must be too, the
      // same one (as DeviceChecks.cu judges).
      bool agrees =
          std::isnan(ref[i]) ? std::isnan(out[i]) : double(out[i]) == ref[i];
      sums.nonFinite += !agrees;
      continue;
    }
    if (!std::isfinite(out[i])) {
      ++sums.nonFinite;
      sums.poisoned += unwritten;
      continue;
    }
    double error = std::abs(double(out[i]) - ref[i]);
    sums.maxAbsolute = std::max(sums.maxAbsolute, error);
    sums.errorSquared += error * error;
    sums.referenceSquared += ref[i] * ref[i];
  }
  return sums.stats();
}

double cuda_agent::runtime::relativeTolerance(ElementType type,
                                              int64_t reductionLength,
                                              bool tf32Products) {
  double f32 = tf32Products ? 2e-3 : 1e-4;
  double base = type == ElementType::F32                                ? f32
                : type == ElementType::F16 || type == ElementType::BF16 ? 1e-2
                                                                        : 0;
  return base * std::max(1.0, std::sqrt(double(reductionLength) / 65536));
}
