//===- DeviceChecks.cpp - the harness's checks on the GPU -----------------===//

#include "cuda-agent/Runtime/DeviceChecks.h"

#include "DeviceChecksPtx.h"

#include <numeric>

using namespace cuda_agent::runtime;

namespace {

/// A grid that covers the GPU several times over (grid-stride loops); the
/// reductions' partials are per block, so it is fixed: the same sums in
/// the same order on every run.
constexpr unsigned kBlocks = 132 * 8;
constexpr unsigned kThreads = 256;
/// compare's partials per block (DeviceChecks.cu).
constexpr unsigned kCompareWidth = 5;

} // namespace

llvm::Expected<DeviceChecks> DeviceChecks::create(GpuDevice &device) {
  Kernels kernels;
  for (auto [kernel, name] :
       {std::pair{&kernels.fill, "cuda_agent_check_fill"},
        std::pair{&kernels.widen, "cuda_agent_check_widen"},
        std::pair{&kernels.copy, "cuda_agent_check_copy"},
        std::pair{&kernels.compare, "cuda_agent_check_compare"},
        std::pair{&kernels.changed, "cuda_agent_check_changed"},
        std::pair{&kernels.different, "cuda_agent_check_different"}}) {
    llvm::Expected<Kernel> loaded =
        device.loadKernel(getDeviceChecksPtx(), name);
    if (!loaded)
      return llvm::createStringError(std::string("the GPU checks: ") +
                                     llvm::toString(loaded.takeError()));
    *kernel = *loaded;
  }
  llvm::Expected<DeviceBuffer> partials =
      device.allocate(kBlocks * kCompareWidth * sizeof(double));
  if (!partials)
    return partials.takeError();
  return DeviceChecks(device, kernels, std::move(*partials));
}

llvm::Error DeviceChecks::fill(uint64_t address, size_t count,
                               InputDistribution distribution, uint64_t seed,
                               ElementType type, bool wide) {
  // randomInputs' streams: the distributions draw from stream, stream + 1
  // and stream + 2.
  uint32_t stream = uint32_t(seed ^ (seed >> 32));
  return device->launch(kernels.fill, {kBlocks, 1, 1}, {kThreads, 1, 1},
                        {address, count, uint64_t(distribution),
                         hashStreamOffset(stream), hashStreamOffset(stream + 1),
                         hashStreamOffset(stream + 2), uint64_t(type),
                         uint64_t(wide)});
}

llvm::Error DeviceChecks::widen(uint64_t from, uint64_t to, size_t count,
                                ElementType type) {
  return device->launch(kernels.widen, {kBlocks, 1, 1}, {kThreads, 1, 1},
                        {from, to, count, uint64_t(type)});
}

llvm::Error DeviceChecks::copy(uint64_t from, uint64_t to, size_t count,
                               ElementType type) {
  // Bytes, as 16-bit words: every element type's size is a multiple.
  return device->launch(kernels.copy, {kBlocks, 1, 1}, {kThreads, 1, 1},
                        {from, to, count * getElementBytes(type) / 2});
}

llvm::Expected<std::vector<double>>
DeviceChecks::reduce(Kernel kernel, llvm::ArrayRef<uint64_t> arguments,
                     unsigned width) {
  std::vector<uint64_t> withPartials(arguments.begin(), arguments.end());
  withPartials.push_back(partials.getAddress());
  if (llvm::Error error = device->launch(kernel, {kBlocks, 1, 1},
                                         {kThreads, 1, 1}, withPartials))
    return std::move(error);
  std::vector<double> values(kBlocks * width);
  if (llvm::Error error = device->copyToHost(
          values.data(), partials.getAddress(), values.size() * sizeof(double)))
    return std::move(error);
  return values;
}

llvm::Expected<ErrorStats> DeviceChecks::compare(uint64_t actual,
                                                 uint64_t expected,
                                                 size_t count,
                                                 ElementType type) {
  llvm::Expected<std::vector<double>> values = reduce(
      kernels.compare, {actual, expected, count, kPoisonBits, uint64_t(type)},
      kCompareWidth);
  if (!values)
    return values.takeError();
  ErrorSums sums;
  for (unsigned block = 0; block < kBlocks; ++block) {
    const double *partial = &(*values)[block * kCompareWidth];
    sums.errorSquared += partial[0];
    sums.referenceSquared += partial[1];
    sums.maxAbsolute = std::max(sums.maxAbsolute, partial[2]);
    sums.nonFinite += size_t(partial[3]);
    sums.poisoned += size_t(partial[4]);
  }
  return sums.stats();
}

llvm::Expected<size_t> DeviceChecks::count(Kernel kernel, uint64_t first,
                                           uint64_t second, size_t count,
                                           ElementType type) {
  llvm::Expected<std::vector<double>> values =
      reduce(kernel, {first, second, count, uint64_t(type)}, 1);
  if (!values)
    return values.takeError();
  return size_t(std::accumulate(values->begin(), values->end(), 0.0));
}

llvm::Expected<size_t> DeviceChecks::countChanged(uint64_t actual,
                                                  uint64_t expected,
                                                  size_t count,
                                                  ElementType type) {
  return this->count(kernels.changed, actual, expected, count, type);
}

llvm::Expected<size_t> DeviceChecks::countDifferent(uint64_t first,
                                                    uint64_t second,
                                                    size_t count,
                                                    ElementType type) {
  return this->count(kernels.different, first, second, count, type);
}
