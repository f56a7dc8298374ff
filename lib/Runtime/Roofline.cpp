//===- Roofline.cpp - the fastest a kernel can possibly run ---------------===//

#include "cuda-agent/Runtime/Roofline.h"

#include <algorithm>

using namespace cuda_agent::runtime;

std::optional<DevicePeaks>
cuda_agent::runtime::lookUpPeaks(llvm::StringRef name) {
  // NVIDIA's datasheets (SXM parts): H200 4.8 TB/s HBM3e, H100 3.35 TB/s;
  // both 67 TFLOP/s fp32 and 989 TFLOP/s dense f16/bf16 on tensor cores
  // (495 tf32: the bound takes the fastest the tensor cores go).
  if (name.contains("H200"))
    return DevicePeaks{4.8e12, 67e12, 989e12};
  if (name.contains("H100"))
    return DevicePeaks{3.35e12, 67e12, 989e12};
  return std::nullopt;
}

double cuda_agent::runtime::rooflineSeconds(const DevicePeaks &peaks,
                                            double bytes, double flops,
                                            bool usesTensorCores) {
  double rate =
      usesTensorCores ? peaks.tensorFlopsPerSecond : peaks.fp32FlopsPerSecond;
  return std::max(bytes / peaks.dramBytesPerSecond, flops / rate);
}
