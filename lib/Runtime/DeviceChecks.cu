// The harness's checks on the GPU (DeviceChecks.h): fresh inputs, their
// float64 widening for the reference plan, and the comparisons, without a
// byte of a buffer crossing PCIe. Compiled to PTX at build time (nvcc -ptx)
// and embedded in the runtime. Every parameter is 8 bytes wide: the
// runtime launches with the bare-pointer convention (GpuDevice::launch).
//
// Reductions write one partial per block, in a fixed order, which the host
// adds in order: the same sums on every run.

#include "HashUniform.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

namespace {

using namespace cuda_agent::runtime;

constexpr unsigned kThreads = 256;

// ElementType (Verification.h) by number.
constexpr uint64_t kF16 = 1;
constexpr uint64_t kBF16 = 2;

/// Element i of a buffer of `type` (f32, f16 or bf16), exactly, as f64.
__device__ double load(const void *buffer, uint64_t i, uint64_t type) {
  switch (type) {
  case kF16:
    return __half2float(static_cast<const __half *>(buffer)[i]);
  case kBF16:
    return __bfloat162float(static_cast<const __nv_bfloat16 *>(buffer)[i]);
  default:
    return static_cast<const float *>(buffer)[i];
  }
}

/// `value` rounded to `type` (to nearest even).
__device__ float roundTo(float value, uint64_t type) {
  switch (type) {
  case kF16:
    return __half2float(__float2half_rn(value));
  case kBF16:
    return __bfloat162float(__float2bfloat16_rn(value));
  default:
    return value;
  }
}

/// Stores `value` (already of `type`'s precision) as element i.
__device__ void store(void *buffer, uint64_t i, float value, uint64_t type) {
  switch (type) {
  case kF16:
    static_cast<__half *>(buffer)[i] = __float2half_rn(value);
    break;
  case kBF16:
    static_cast<__nv_bfloat16 *>(buffer)[i] = __float2bfloat16_rn(value);
    break;
  default:
    static_cast<float *>(buffer)[i] = value;
  }
}

/// The bits of element i, and whether they are the poison's.
__device__ uint32_t bitsAt(const void *buffer, uint64_t i, uint64_t type) {
  if (type == kF16 || type == kBF16)
    return static_cast<const uint16_t *>(buffer)[i];
  return static_cast<const uint32_t *>(buffer)[i];
}
__device__ bool isPoison(uint32_t bits, uint64_t poison, uint64_t type) {
  return type == kF16 || type == kBF16 ? bits == (uint32_t(poison) & 0xFFFFu)
                                       : bits == uint32_t(poison);
}

// The distributions of Verification.h's InputDistribution, by number; the
// offsets are hashStreamOffset(stream), hashStreamOffset(stream + 1) and
// hashStreamOffset(stream + 2), passed by the host.
__device__ float draw(uint64_t i, uint64_t distribution, uint32_t uniform,
                      uint32_t normal, uint32_t positive) {
  switch (distribution) {
  case 1: {
    float u1 = __fadd_rn(0.5f, __fmul_rn(-0.5f, hash::uniformAt(2 * i, normal)));
    float u2 = hash::uniformAt(2 * i + 1, normal);
    return sqrtf(-2.0f * logf(u1)) * cospif(u2);
  }
  case 2:
    return __fadd_rn(1.25f, __fmul_rn(0.75f, hash::uniformAt(i, positive)));
  default:
    return hash::uniformAt(i, uniform);
  }
}

/// Sums `value` over the block into thread 0's return value.
template <typename T> __device__ T blockSum(T value, T *shared) {
  shared[threadIdx.x] = value;
  __syncthreads();
  for (unsigned stride = kThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      shared[threadIdx.x] += shared[threadIdx.x + stride];
    __syncthreads();
  }
  T sum = shared[0];
  __syncthreads();
  return sum;
}

__device__ double blockMax(double value, double *shared) {
  shared[threadIdx.x] = value;
  __syncthreads();
  for (unsigned stride = kThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      shared[threadIdx.x] = fmax(shared[threadIdx.x], shared[threadIdx.x + stride]);
    __syncthreads();
  }
  double result = shared[0];
  __syncthreads();
  return result;
}

/// Counts the elements i < count for which `counted(i)` holds: one count
/// per block in partials.
template <typename Predicate>
__device__ void countWhere(uint64_t count, double *partials,
                           Predicate counted) {
  __shared__ double shared[kThreads];
  double found = 0;
  for (uint64_t i = blockIdx.x * uint64_t(blockDim.x) + threadIdx.x; i < count;
       i += uint64_t(gridDim.x) * blockDim.x)
    found += counted(i);
  double sum = blockSum(found, shared);
  if (threadIdx.x == 0)
    partials[blockIdx.x] = sum;
}

} // namespace

extern "C" {

/// Fresh inputs: element i of `distribution` rounded to `type`, stored as
/// `type` (`wide` 0) or widened to f64 (`wide` 1).
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_fill(uint64_t address, uint64_t count, uint64_t distribution,
                      uint64_t uniform, uint64_t normal, uint64_t positive,
                      uint64_t type, uint64_t wide) {
  void *buffer = reinterpret_cast<void *>(address);
  for (uint64_t i = blockIdx.x * uint64_t(blockDim.x) + threadIdx.x; i < count;
       i += uint64_t(gridDim.x) * blockDim.x) {
    float value = roundTo(draw(i, distribution, uint32_t(uniform),
                               uint32_t(normal), uint32_t(positive)),
                          type);
    if (wide)
      static_cast<double *>(buffer)[i] = value;
    else
      store(buffer, i, value, type);
  }
}

/// f64 copies of `type` elements: the reference plan's inputs.
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_widen(const void *from, double *to, uint64_t count,
                       uint64_t type) {
  for (uint64_t i = blockIdx.x * uint64_t(blockDim.x) + threadIdx.x; i < count;
       i += uint64_t(gridDim.x) * blockDim.x)
    to[i] = load(from, i, type);
}

/// Copies of `words` 16-bit words (the first run's outputs, for the
/// determinism check).
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_copy(const uint16_t *from, uint16_t *to, uint64_t words) {
  for (uint64_t i = blockIdx.x * uint64_t(blockDim.x) + threadIdx.x; i < words;
       i += uint64_t(gridDim.x) * blockDim.x)
    to[i] = from[i];
}

/// compareWithReference's sums, per block: partials[5 * block + k] for k =
/// 0 squared error, 1 squared reference, 2 max absolute error (elements
/// finite in both), 3 elements whose NaN/Inf disagrees with the reference,
/// 4 of those still holding `poison`.
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_compare(const void *actual, const double *expected,
                         uint64_t count, uint64_t poison, uint64_t type,
                         double *partials) {
  __shared__ double shared[kThreads];
  double errorSquared = 0, referenceSquared = 0, maxAbsolute = 0;
  double nonFinite = 0, poisoned = 0;
  for (uint64_t i = blockIdx.x * uint64_t(blockDim.x) + threadIdx.x; i < count;
       i += uint64_t(gridDim.x) * blockDim.x) {
    double value = load(actual, i, type);
    bool unwritten = isPoison(bitsAt(actual, i, type), poison, type);
    if (!isfinite(expected[i]) && !unwritten) {
      // Where the reference is NaN or Inf (a square root of a negative
      // weight), the kernel must be too, the same one.
      bool agrees =
          isnan(expected[i]) ? isnan(value) : value == expected[i];
      nonFinite += !agrees;
      continue;
    }
    if (!isfinite(value)) {
      nonFinite += 1;
      poisoned += unwritten;
      continue;
    }
    double error = fabs(value - expected[i]);
    maxAbsolute = fmax(maxAbsolute, error);
    errorSquared += error * error;
    referenceSquared += expected[i] * expected[i];
  }
  double *out = partials + 5 * blockIdx.x;
  double sums[] = {blockSum(errorSquared, shared),
                   blockSum(referenceSquared, shared),
                   blockMax(maxAbsolute, shared), blockSum(nonFinite, shared),
                   blockSum(poisoned, shared)};
  if (threadIdx.x == 0)
    for (int k = 0; k < 5; ++k)
      out[k] = sums[k];
}

/// Elements whose `type` value differs from the f64 one (NaN equals NaN):
/// inputs a kernel changed, or arguments the reference writes. One count
/// per block in partials.
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_changed(const void *actual, const double *expected,
                         uint64_t count, uint64_t type, double *partials) {
  countWhere(count, partials, [&](uint64_t i) {
    double value = load(actual, i, type);
    return !(value == expected[i] || (isnan(value) && isnan(expected[i])));
  });
}

/// Elements whose bits differ between two `type` buffers (determinism).
__global__ void __launch_bounds__(kThreads)
cuda_agent_check_different(const void *first, const void *second,
                           uint64_t count, uint64_t type, double *partials) {
  countWhere(count, partials, [&](uint64_t i) {
    return bitsAt(first, i, type) != bitsAt(second, i, type);
  });
}

} // extern "C"
