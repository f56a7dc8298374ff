//===- Verification.cpp - inputs, references and error measures -----------===//

#include "cuda-agent/Runtime/Verification.h"

#include <cassert>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace cuda_agent::runtime;

std::vector<float> cuda_agent::runtime::randomUniform(size_t count,
                                                      uint64_t seed) {
  std::mt19937_64 generator(seed);
  std::uniform_real_distribution<float> distribution(-1.0f, 1.0f);
  std::vector<float> values(count);
  for (float &value : values)
    value = distribution(generator);
  return values;
}

float cuda_agent::runtime::poisonValue() {
  uint32_t bits = 0xFFFFFFFFu;
  float value;
  std::memcpy(&value, &bits, sizeof(value));
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

ErrorStats cuda_agent::runtime::compareWithReference(
    const std::vector<float> &out, const std::vector<double> &ref) {
  assert(out.size() == ref.size());
  ErrorStats stats;
  double errorSquared = 0, referenceSquared = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    if (!std::isfinite(out[i])) {
      ++stats.nonFinite;
      continue;
    }
    double error = std::abs(double(out[i]) - ref[i]);
    stats.maxAbsolute = std::max(stats.maxAbsolute, error);
    errorSquared += error * error;
    referenceSquared += ref[i] * ref[i];
  }
  if (stats.nonFinite) {
    stats.relativeL2 = stats.maxAbsolute =
        std::numeric_limits<double>::infinity();
    return stats;
  }
  stats.relativeL2 = referenceSquared > 0
                         ? std::sqrt(errorSquared / referenceSquared)
                         : std::sqrt(errorSquared);
  return stats;
}
