//===- HashUniform.h - the inputs' hash, on the host and the GPU -*- C++
//-*-===//
//
// One formula for the host (Verification.cpp) and for nvcc
// (DeviceChecks.cu): the GPU draws the host's bits.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_HASHUNIFORM_H
#define CUDA_AGENT_RUNTIME_HASHUNIFORM_H

#include <stdint.h>

#ifdef __CUDACC__
#define CUDA_AGENT_HOST_DEVICE __host__ __device__
#else
#define CUDA_AGENT_HOST_DEVICE
#endif

namespace cuda_agent::runtime::hash {

/// Chris Wellons' lowbias32 integer hash (a bijection of 32-bit words).
CUDA_AGENT_HOST_DEVICE inline uint32_t lowbias32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

/// Element `index` of the uniform stream whose offset is
/// lowbias32(stream): 24 random bits scaled to [0, 2) and shifted to
/// [-1, 1). Every step is exact in float; on the GPU, _rn keeps nvcc from
/// contracting them into an fma.
CUDA_AGENT_HOST_DEVICE inline float uniformAt(uint64_t index, uint32_t offset) {
  uint32_t bits = lowbias32(uint32_t(index) + offset) >> 8;
#ifdef __CUDA_ARCH__
  return __fadd_rn(__fmul_rn(float(bits), 1.0f / 8388608.0f), -1.0f);
#else
  return float(bits) * (1.0f / 8388608.0f) - 1.0f;
#endif
}

} // namespace cuda_agent::runtime::hash

#endif // CUDA_AGENT_RUNTIME_HASHUNIFORM_H
