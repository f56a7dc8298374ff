//===- Verification.h - inputs, references and error measures ---*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_VERIFICATION_H
#define CUDA_AGENT_RUNTIME_VERIFICATION_H

#include <cstddef>
#include <cstdint>
#include <vector>

namespace cuda_agent::runtime {

/// Fresh inputs: `count` values uniform in [-1, 1) from `seed`.
std::vector<float> randomUniform(size_t count, uint64_t seed);

/// A float whose bit pattern (all ones) is a NaN, for poisoning outputs so
/// that an element the kernel never wrote fails the comparison.
float poisonValue();

/// C = A * B in float64, A is m x k, B is k x n, all row-major.
std::vector<double> referenceMatmul(const std::vector<float> &a,
                                    const std::vector<float> &b, int64_t m,
                                    int64_t n, int64_t k);

/// Sums of the rows of the m x n row-major matrix x, in float64.
std::vector<double> referenceRowSum(const std::vector<float> &x, int64_t m,
                                    int64_t n);

struct ErrorStats {
  /// ||out - ref|| / ||ref|| (infinite when `out` holds a NaN or Inf).
  double relativeL2 = 0;
  double maxAbsolute = 0;
  /// Elements that are NaN or Inf.
  size_t nonFinite = 0;
};

/// Compares `out` with the float64 reference `ref` (same length).
ErrorStats compareWithReference(const std::vector<float> &out,
                                const std::vector<double> &ref);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_VERIFICATION_H
