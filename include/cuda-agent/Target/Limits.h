//===- Limits.h - CUDA launch limits of compute capability 9.0 --*- C++ -*-===//
//
// What the CUDA C++ Programming Guide ("Features and Technical
// Specifications") gives compute capability 9.0: the launch attribute's
// verifier, the legality rules and the cost model all read them here.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_TARGET_LIMITS_H
#define CUDA_AGENT_TARGET_LIMITS_H

#include <cstdint>

namespace cuda_agent::limits {

constexpr int64_t kMaxGrid[3] = {(int64_t(1) << 31) - 1, 65535, 65535};
constexpr int64_t kMaxBlock[3] = {1024, 1024, 64};
constexpr int64_t kMaxThreadsPerBlock = 1024;
/// Static shared memory of a block, and what a block can opt into with
/// dynamic shared memory.
constexpr int64_t kMaxStaticSharedBytes = 48 * 1024;
constexpr int64_t kMaxSharedBytesPerBlock = 227 * 1024;

} // namespace cuda_agent::limits

#endif // CUDA_AGENT_TARGET_LIMITS_H
