//===- Roofline.h - the fastest a kernel can possibly run ---------*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_ROOFLINE_H
#define CUDA_AGENT_RUNTIME_ROOFLINE_H

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace cuda_agent::runtime {

/// A GPU's datasheet ceilings. Datasheet, not measured: a run faster than
/// these allow did not do the work.
struct DevicePeaks {
  double dramBytesPerSecond = 0;
  /// Plain (CUDA core) fp32 and dense f16/bf16 tensor-core rates.
  double fp32FlopsPerSecond = 0;
  double tensorFlopsPerSecond = 0;
};

/// The peaks of the device called `name` (as the driver names it); none for
/// devices we have no datasheet for.
std::optional<DevicePeaks> lookUpPeaks(llvm::StringRef name);

/// Seconds a kernel needs at least to move `bytes` through DRAM and do
/// `flops` (at the tensor-core rate if `usesTensorCores`).
double rooflineSeconds(const DevicePeaks &peaks, double bytes, double flops,
                       bool usesTensorCores);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_ROOFLINE_H
