//===- Verification.h - inputs, references and error measures ---*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_VERIFICATION_H
#define CUDA_AGENT_RUNTIME_VERIFICATION_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace cuda_agent::runtime {

/// Element types of the buffers the harness fills, poisons and checks (the
/// GPU-side kernels take them by number: DeviceChecks.cu, RandomFill.cpp).
enum class ElementType : uint64_t { F32 = 0, F16 = 1, BF16 = 2, F64 = 3 };

/// "f32", "f16", "bf16", "f64" (a launch plan's names); none for others.
std::optional<ElementType> parseElementType(llvm::StringRef dtype);
llvm::StringRef getName(ElementType type);
size_t getElementBytes(ElementType type);

/// The value of element `index` of the uniform [-1, 1) sequence `stream`:
/// lowbias32(index + hashStreamOffset(stream)) scaled, which the GPU
/// (RandomFiller) computes to the same bits.
float hashUniform(uint64_t index, uint32_t stream);
uint32_t hashStreamOffset(uint32_t stream);

/// How the inputs of one check are drawn. Several distributions, so that
/// a kernel whose output does not depend on its inputs the right way (a
/// constant, a sign, an assumed mean) is caught.
enum class InputDistribution {
  /// Uniform in [-1, 1) (hashUniform; also what fresh timing inputs are).
  Uniform,
  /// Standard normal: larger magnitudes, heavier tails.
  Normal,
  /// Uniform in [0.5, 2): all positive, mean away from zero.
  Positive,
};

/// The distribution of check number `check`, cycling through all three.
InputDistribution distributionOfCheck(unsigned check);
llvm::StringRef getName(InputDistribution distribution);

/// Fresh inputs: `count` values of `distribution` from `seed`.
std::vector<float> randomInputs(InputDistribution distribution, size_t count,
                                uint64_t seed);

/// Outputs are poisoned before every run with bytes of all ones (a memset
/// on the GPU): as a float of any width, a NaN, so an element the kernel
/// never wrote fails the comparison.
constexpr uint8_t kPoisonByte = 0xFF;
constexpr uint32_t kPoisonBits = 0xFFFFFFFFu;
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
  /// Elements that are NaN or Inf where the reference is finite, or where
  /// the reference is NaN or Inf, not the same one.
  size_t nonFinite = 0;
  /// Of those, elements that still hold the poison (never written).
  size_t poisoned = 0;
};

/// Compares `out` with the float64 reference `ref` (same length).
/// The sums behind ErrorStats (over the elements finite in both), and the
/// statistics they make: compareWithReference on the host, DeviceChecks on
/// the GPU.
struct ErrorSums {
  double errorSquared = 0, referenceSquared = 0, maxAbsolute = 0;
  size_t nonFinite = 0, poisoned = 0;
  ErrorStats stats() const;
};

ErrorStats compareWithReference(const std::vector<float> &out,
                                const std::vector<double> &ref);

/// The largest relative L2 error a correct kernel with outputs of `type`
/// may have: 1e-4 for f32 and 1e-2 for f16/bf16, widened by
/// sqrt(length / 65536) for reductions longer than 65536 elements (the
/// rounding error of a float sum grows like the square root of its
/// length). 0 for f64, which the references compute in. f32 outputs of
/// products rounded to tf32 (10 mantissa bits, `tf32Products`) get 2e-3:
/// the rounding leaves about 4e-4.
double relativeTolerance(ElementType type, int64_t reductionLength,
                         bool tf32Products);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_VERIFICATION_H
