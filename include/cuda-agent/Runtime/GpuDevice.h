//===- GpuDevice.h - an NVIDIA GPU through the CUDA driver API --*- C++ -*-===//
//
// The driver library (libcuda.so.1) is loaded at run time, so binaries that
// use this start on machines without a GPU or driver and report that as an
// error instead of failing to load.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_GPUDEVICE_H
#define CUDA_AGENT_RUNTIME_GPUDEVICE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace cuda_agent::runtime {

class GpuDevice;
enum class ElementType : uint64_t;
struct TensorMapBox;

/// Device memory owned by a GpuDevice; freed when destroyed.
class DeviceBuffer {
public:
  DeviceBuffer(DeviceBuffer &&other) noexcept;
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer();

  uint64_t getAddress() const { return address; }
  size_t getSize() const { return size; }

private:
  friend class GpuDevice;
  DeviceBuffer(const GpuDevice *device, uint64_t address, size_t size)
      : device(device), address(address), size(size) {}

  const GpuDevice *device;
  uint64_t address;
  size_t size;
};

/// A kernel function of a module loaded on a GpuDevice (a CUfunction).
struct Kernel {
  void *function = nullptr;
  /// Keeps the kernel's module loaded while the kernel is held.
  std::shared_ptr<const void> module;
};

using Dim3 = std::array<unsigned, 3>;

/// What the driver reports about a loaded kernel (cuFuncGetAttribute).
struct KernelAttributes {
  int registersPerThread = 0;
  /// Local memory per thread: the stack frame, where spilled registers go.
  int localBytesPerThread = 0;
  int staticSharedBytes = 0;
  int maxThreadsPerBlock = 0;
};

/// One GPU and its primary context. Errors carry the driver's error name and
/// message; a kernel fault surfaces at the next synchronize.
class GpuDevice {
public:
  /// Loads the driver and opens device `ordinal`. Fails when there is no
  /// driver or no such device.
  static llvm::Expected<std::unique_ptr<GpuDevice>> open(int ordinal = 0);
  ~GpuDevice();

  const std::string &getName() const;
  /// Compute capability as major * 10 + minor (90 for sm_90).
  int getComputeCapability() const;
  /// PCI bus id ("0000:19:00.0"), which names the device to NVML.
  const std::string &getPciBusId() const;
  int getMultiprocessorCount() const;
  int getOrdinal() const;
  /// The primary context (a CUcontext), for tools such as CUPTI.
  void *getContextHandle() const;
  int getMaxThreadsPerMultiprocessor() const;

  llvm::Expected<DeviceBuffer> allocate(size_t bytes);
  llvm::Error copyToDevice(const DeviceBuffer &destination, const void *source);
  llvm::Error copyToHost(void *destination, const DeviceBuffer &source);
  /// Sets every byte of `buffer` to `value` (asynchronously).
  llvm::Error fill(const DeviceBuffer &buffer, uint8_t value);
  /// The same on `bytes` bytes at device address `address` (a part of a
  /// buffer).
  llvm::Error copyToDevice(uint64_t address, const void *source, size_t bytes);
  llvm::Error copyToHost(void *destination, uint64_t address, size_t bytes);
  llvm::Error fill(uint64_t address, size_t bytes, uint8_t value);

  /// Modules kept loaded (see loadKernel).
  static constexpr size_t kCachedModules = 32;

  /// Loads `code` (PTX text or a cubin) as a module, or finds it loaded
  /// already (a measurement server's baseline, reference and helper
  /// kernels: no JIT per request), and returns its kernel `name`. A module
  /// stays loaded while a kernel of it is held (a loaded plan's, however
  /// many modules its plans have); beyond kCachedModules, the least
  /// recently used module of no held kernel is unloaded.
  llvm::Expected<Kernel> loadKernel(llvm::StringRef code, llvm::StringRef name);
  /// Modules loaded now (more than kCachedModules only while kernels of
  /// them are held).
  size_t getLoadedModules() const;
  /// Launches `kernel` with one pointer-sized parameter per element of
  /// `arguments` (bare-pointer calling convention) and
  /// `dynamicSharedBytes` of dynamic shared memory per block.
  llvm::Error launch(Kernel kernel, Dim3 grid, Dim3 block,
                     llvm::ArrayRef<uint64_t> arguments,
                     size_t dynamicSharedBytes = 0);
  /// Lets `kernel` launch with up to `bytes` of dynamic shared memory
  /// (more than 48 KiB needs opting in).
  llvm::Error reserveDynamicSharedMemory(Kernel kernel, size_t bytes);
  /// A TMA descriptor (a CUtensorMap, 128 bytes) over the row-major buffer
  /// of `shape` and `type` at `address`, loading boxes as `map` says.
  llvm::Expected<std::array<uint64_t, 16>>
  encodeTensorMap(uint64_t address, ElementType type,
                  llvm::ArrayRef<int64_t> shape, const TensorMapBox &map);
  llvm::Error synchronize();

  llvm::Expected<KernelAttributes> getAttributes(Kernel kernel);
  /// Blocks of `threadsPerBlock` threads of `kernel`, each with
  /// `dynamicSharedBytes` of dynamic shared memory, that fit on one
  /// multiprocessor at once (registers, shared memory, thread limits).
  llvm::Expected<int>
  getActiveBlocksPerMultiprocessor(Kernel kernel, int threadsPerBlock,
                                   size_t dynamicSharedBytes = 0);

  /// Device time in milliseconds of `work`, measured with events on the
  /// legacy default stream, whose end event waits for work on every
  /// blocking stream; the whole context is synchronized before returning,
  /// so nothing outlives one timing into the next.
  llvm::Expected<float> timeMilliseconds(llvm::function_ref<llvm::Error()> work);

private:
  friend class DeviceBuffer;
  struct Impl;
  explicit GpuDevice(std::unique_ptr<Impl> impl);
  void release(uint64_t address) const;

  std::unique_ptr<Impl> impl;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_GPUDEVICE_H
