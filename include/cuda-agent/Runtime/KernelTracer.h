//===- KernelTracer.h - kernel-only times from CUPTI -------------*- C++ -*-===//
//
// CUPTI's activity API timestamps each kernel on the GPU itself: a second
// clock next to the events, without launch gaps. libcupti is loaded at run
// time; where it is missing, starting a trace is an error that says so.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_KERNELTRACER_H
#define CUDA_AGENT_RUNTIME_KERNELTRACER_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cuda_agent::runtime {

/// One kernel execution as CUPTI saw it.
struct KernelRecord {
  std::string name;
  uint64_t startNs = 0, endNs = 0;
};

/// Records every kernel the process runs between start() and stop(). One
/// tracer at a time (CUPTI's activity buffers are per process).
class KernelTracer {
public:
  static llvm::Expected<std::unique_ptr<KernelTracer>> start();
  ~KernelTracer();

  /// Stops recording; the kernels in the order they started.
  llvm::Expected<std::vector<KernelRecord>> stop();

private:
  KernelTracer() = default;
  bool running = true;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_KERNELTRACER_H
