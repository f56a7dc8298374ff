//===- L2Flush.h - a cold L2 before each timed run ---------------*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_L2FLUSH_H
#define CUDA_AGENT_RUNTIME_L2FLUSH_H

#include "cuda-agent/Runtime/GpuDevice.h"

namespace cuda_agent::runtime {

/// Evicts the GPU's L2 by *reading* a buffer several times its size. A fill
/// (cuMemset) also evicts, but leaves the cache full of dirty lines whose
/// write-back then lands inside the next timed kernel: on the H200 a 64 MiB
/// row sum measured 31.7 us after a fill and 23.8 us after a read.
class L2Flusher {
public:
  /// The reading kernel's name (CUPTI traces show it).
  static constexpr llvm::StringLiteral kKernelName = "cuda_agent_read_l2";

  /// Allocates the buffer (`bytes`, zeroed) and loads the reading kernel.
  static llvm::Expected<L2Flusher> create(GpuDevice &device,
                                          size_t bytes = size_t(256) << 20);

  /// Reads the whole buffer (asynchronously, on the default stream).
  llvm::Error flush();

private:
  L2Flusher(GpuDevice &device, DeviceBuffer buffer, DeviceBuffer sink,
            Kernel kernel)
      : device(&device), buffer(std::move(buffer)), sink(std::move(sink)),
        kernel(kernel) {}

  GpuDevice *device;
  DeviceBuffer buffer;
  /// Written only if the buffer's contents were ever nonzero (never): what
  /// keeps the loads from being dead.
  DeviceBuffer sink;
  Kernel kernel;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_L2FLUSH_H
