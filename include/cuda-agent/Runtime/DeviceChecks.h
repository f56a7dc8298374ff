//===- DeviceChecks.h - the harness's checks on the GPU ---------*- C++ -*-===//
//
// A kernel checked against a float64 reference plan needs no host copy of
// anything: fresh inputs are drawn on the GPU (the host's randomInputs,
// bit for bit where the host's formula is exact), widened there for the
// reference, and the results compared there; the host reads back a few
// kilobytes of per-block sums. A check of a 100 MB kernel costs
// milliseconds instead of seconds (lib/Runtime/DeviceChecks.cu).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_DEVICECHECKS_H
#define CUDA_AGENT_RUNTIME_DEVICECHECKS_H

#include "cuda-agent/Runtime/GpuDevice.h"
#include "cuda-agent/Runtime/Verification.h"

namespace cuda_agent::runtime {

class DeviceChecks {
public:
  static llvm::Expected<DeviceChecks> create(GpuDevice &device);

  /// Writes randomInputs(distribution, count, seed) at `address`, each
  /// value rounded to `type` and stored as `type`, or widened to f64
  /// (`wide`: the reference's inputs). Uniform and positive inputs are the
  /// host's bits; normal ones its formula with the GPU's log and cosine.
  llvm::Error fill(uint64_t address, size_t count,
                   InputDistribution distribution, uint64_t seed,
                   ElementType type, bool wide);
  /// `type` elements at `from` as f64 at `to`.
  llvm::Error widen(uint64_t from, uint64_t to, size_t count, ElementType type);
  /// `type` elements from `from` to `to`.
  llvm::Error copy(uint64_t from, uint64_t to, size_t count, ElementType type);

  /// compareWithReference of the `type` results at `actual` with the f64
  /// expected values at `expected`.
  llvm::Expected<ErrorStats> compare(uint64_t actual, uint64_t expected,
                                     size_t count, ElementType type);
  /// Elements of the `type` buffer `actual` whose value is not the f64 one
  /// at `expected` (NaN matches NaN).
  llvm::Expected<size_t> countChanged(uint64_t actual, uint64_t expected,
                                      size_t count, ElementType type);
  /// Elements whose bits differ between two `type` buffers.
  llvm::Expected<size_t> countDifferent(uint64_t first, uint64_t second,
                                        size_t count, ElementType type);

private:
  struct Kernels {
    Kernel fill, widen, copy, compare, changed, different;
  };
  DeviceChecks(GpuDevice &device, Kernels kernels, DeviceBuffer partials)
      : device(&device), kernels(kernels), partials(std::move(partials)) {}
  /// Runs a reducing kernel and reads back its per-block partials
  /// (`width` per block).
  llvm::Expected<std::vector<double>>
  reduce(Kernel kernel, llvm::ArrayRef<uint64_t> arguments, unsigned width);
  /// The elements a counting kernel (changed, different) counts.
  llvm::Expected<size_t> count(Kernel kernel, uint64_t first, uint64_t second,
                               size_t count, ElementType type);

  GpuDevice *device;
  Kernels kernels;
  /// Per-block partial results of the reductions.
  DeviceBuffer partials;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_DEVICECHECKS_H
