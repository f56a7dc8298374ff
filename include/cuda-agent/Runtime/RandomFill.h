//===- RandomFill.h - fresh inputs made on the GPU ---------------*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_RANDOMFILL_H
#define CUDA_AGENT_RUNTIME_RANDOMFILL_H

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Verification.h"

namespace cuda_agent::runtime {

/// Writes hashUniform(i, stream) to element i of an f32 buffer, on the GPU:
/// every timed run gets inputs it has never seen (a kernel that caches
/// results keyed on its pointers is caught), at the cost of a copy, not of
/// a host-to-device transfer; the host regenerates the same bits to check
/// the last run.
class RandomFiller {
public:
  /// The filling kernel's name (CUPTI traces show it).
  static constexpr llvm::StringLiteral kKernelName = "cuda_agent_fill_uniform";

  static llvm::Expected<RandomFiller> create(GpuDevice &device);

  /// Fills `count` elements of `type` (f32, f16, bf16) at `address`
  /// (asynchronously, default stream).
  llvm::Error fill(uint64_t address, size_t count, uint32_t stream,
                   ElementType type);

private:
  RandomFiller(GpuDevice &device, Kernel kernel)
      : device(&device), kernel(kernel) {}

  GpuDevice *device;
  Kernel kernel;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_RANDOMFILL_H
