//===- GpuDevice.cpp - an NVIDIA GPU through the CUDA driver API ----------===//

#include "cuda-agent/Runtime/GpuDevice.h"

#include "cuda-agent/Runtime/LaunchPlan.h"
#include "cuda-agent/Runtime/Verification.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cuda.h>
#include <cstring>
#include <dlfcn.h>
#include <list>
#include <vector>

using namespace cuda_agent::runtime;

namespace {

// The driver functions we call. cuda.h maps some names to versioned symbols
// (cuMemAlloc -> cuMemAlloc_v2); the macros expand before stringizing, so
// each pointer is looked up under the symbol the header means.
#define CUDA_AGENT_DRIVER_FUNCTIONS(X)                                         \
  X(cuInit)                                                                    \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetName)                                                           \
  X(cuDeviceGetAttribute)                                                      \
  X(cuDeviceGetPCIBusId)                                                       \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuDevicePrimaryCtxRelease)                                                 \
  X(cuCtxSetCurrent)                                                           \
  X(cuCtxSynchronize)                                                          \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuMemAlloc)                                                                \
  X(cuMemFree)                                                                 \
  X(cuMemcpyHtoD)                                                              \
  X(cuMemcpyDtoH)                                                              \
  X(cuMemsetD8Async)                                                           \
  X(cuLaunchKernel)                                                            \
  X(cuFuncGetAttribute)                                                        \
  X(cuFuncSetAttribute)                                                        \
  X(cuTensorMapEncodeTiled)                                                    \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor)                               \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventRecord)                                                             \
  X(cuEventSynchronize)                                                        \
  X(cuEventElapsedTime)

#define CUDA_AGENT_STRINGIZE(x) CUDA_AGENT_STRINGIZE_IMPL(x)
#define CUDA_AGENT_STRINGIZE_IMPL(x) #x

struct DriverApi {
#define CUDA_AGENT_DECLARE(name) decltype(&::name) name = nullptr;
  CUDA_AGENT_DRIVER_FUNCTIONS(CUDA_AGENT_DECLARE)
#undef CUDA_AGENT_DECLARE
};

/// The driver, loaded once per process.
llvm::Expected<const DriverApi &> loadDriver() {
  static DriverApi api;
  static std::string error = [] {
    void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library)
      return std::string("cannot load the NVIDIA driver library "
                         "libcuda.so.1 (") +
             dlerror() + ")";
#define CUDA_AGENT_RESOLVE(name)                                               \
  api.name = reinterpret_cast<decltype(api.name)>(                             \
      dlsym(library, CUDA_AGENT_STRINGIZE(name)));                             \
  if (!api.name)                                                               \
    return std::string("the NVIDIA driver lacks " CUDA_AGENT_STRINGIZE(name));
    CUDA_AGENT_DRIVER_FUNCTIONS(CUDA_AGENT_RESOLVE)
#undef CUDA_AGENT_RESOLVE
    return std::string();
  }();
  if (!error.empty())
    return llvm::createStringError(error);
  return api;
}

} // namespace

struct GpuDevice::Impl {
  const DriverApi &api;
  int ordinal = 0;
  CUdevice device = 0;
  CUcontext context = nullptr;
  std::string name;
  std::string pciBusId;
  int computeCapability = 0;
  int multiprocessors = 0;
  int maxThreadsPerMultiprocessor = 0;
  /// Loaded modules by their code, most recently used first.
  struct Module {
    std::string code;
    CUmodule module;
    /// Shared with each kernel of the module handed out: the module is
    /// in use while other owners exist.
    std::shared_ptr<const void> pin = std::make_shared<char>();
  };
  std::list<Module> modules;

  explicit Impl(const DriverApi &api) : api(api) {}

  /// An llvm::Error for `result` of `call`, or success.
  llvm::Error check(CUresult result, llvm::StringRef call) const {
    if (result == CUDA_SUCCESS)
      return llvm::Error::success();
    const char *errorName = "unknown error";
    const char *errorText = "";
    api.cuGetErrorName(result, &errorName);
    api.cuGetErrorString(result, &errorText);
    return llvm::createStringError(
        llvm::formatv("{0} failed: {1} ({2})", call, errorName, errorText));
  }
};

#define CUDA_AGENT_CHECK(call)                                                 \
  if (llvm::Error error = impl->check(impl->api.call, #call))                  \
    return std::move(error);

llvm::Expected<std::unique_ptr<GpuDevice>> GpuDevice::open(int ordinal) {
  llvm::Expected<const DriverApi &> api = loadDriver();
  if (!api)
    return api.takeError();
  auto impl = std::make_unique<Impl>(*api);
  CUDA_AGENT_CHECK(cuInit(0));
  int count = 0;
  CUDA_AGENT_CHECK(cuDeviceGetCount(&count));
  if (ordinal < 0 || ordinal >= count)
    return llvm::createStringError(
        llvm::formatv("no CUDA device {0} ({1} found)", ordinal, count));
  impl->ordinal = ordinal;
  CUDA_AGENT_CHECK(cuDeviceGet(&impl->device, ordinal));
  char name[256] = {};
  CUDA_AGENT_CHECK(cuDeviceGetName(name, sizeof(name), impl->device));
  impl->name = name;
  int major = 0, minor = 0;
  CUDA_AGENT_CHECK(cuDeviceGetAttribute(
      &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, impl->device));
  CUDA_AGENT_CHECK(cuDeviceGetAttribute(
      &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, impl->device));
  impl->computeCapability = major * 10 + minor;
  CUDA_AGENT_CHECK(cuDeviceGetAttribute(
      &impl->multiprocessors, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
      impl->device));
  CUDA_AGENT_CHECK(cuDeviceGetAttribute(
      &impl->maxThreadsPerMultiprocessor,
      CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, impl->device));
  char busId[64] = {};
  CUDA_AGENT_CHECK(cuDeviceGetPCIBusId(busId, sizeof(busId), impl->device));
  impl->pciBusId = busId;
  CUDA_AGENT_CHECK(cuDevicePrimaryCtxRetain(&impl->context, impl->device));
  CUDA_AGENT_CHECK(cuCtxSetCurrent(impl->context));
  return std::unique_ptr<GpuDevice>(new GpuDevice(std::move(impl)));
}

GpuDevice::GpuDevice(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}

GpuDevice::~GpuDevice() {
  // Nothing to report from a destructor; a failed unload leaks the module.
  for (const Impl::Module &module : impl->modules)
    (void)impl->api.cuModuleUnload(module.module);
  (void)impl->api.cuDevicePrimaryCtxRelease(impl->device);
}

const std::string &GpuDevice::getName() const { return impl->name; }

int GpuDevice::getComputeCapability() const { return impl->computeCapability; }

const std::string &GpuDevice::getPciBusId() const { return impl->pciBusId; }

int GpuDevice::getMultiprocessorCount() const { return impl->multiprocessors; }

int GpuDevice::getOrdinal() const { return impl->ordinal; }

void *GpuDevice::getContextHandle() const { return impl->context; }

int GpuDevice::getMaxThreadsPerMultiprocessor() const {
  return impl->maxThreadsPerMultiprocessor;
}

llvm::Expected<DeviceBuffer> GpuDevice::allocate(size_t bytes) {
  CUdeviceptr address = 0;
  CUDA_AGENT_CHECK(cuMemAlloc(&address, bytes));
  return DeviceBuffer(this, address, bytes);
}

void GpuDevice::release(uint64_t address) const {
  (void)impl->api.cuMemFree(static_cast<CUdeviceptr>(address));
}

llvm::Error GpuDevice::copyToDevice(const DeviceBuffer &destination,
                                    const void *source) {
  return copyToDevice(destination.getAddress(), source, destination.getSize());
}

llvm::Error GpuDevice::copyToHost(void *destination,
                                  const DeviceBuffer &source) {
  return copyToHost(destination, source.getAddress(), source.getSize());
}

llvm::Error GpuDevice::fill(const DeviceBuffer &buffer, uint8_t value) {
  return fill(buffer.getAddress(), buffer.getSize(), value);
}

llvm::Error GpuDevice::copyToDevice(uint64_t address, const void *source,
                                    size_t bytes) {
  CUDA_AGENT_CHECK(cuMemcpyHtoD(address, source, bytes));
  return llvm::Error::success();
}

llvm::Error GpuDevice::copyToHost(void *destination, uint64_t address,
                                  size_t bytes) {
  CUDA_AGENT_CHECK(cuMemcpyDtoH(destination, address, bytes));
  return llvm::Error::success();
}

llvm::Error GpuDevice::fill(uint64_t address, size_t bytes, uint8_t value) {
  CUDA_AGENT_CHECK(cuMemsetD8Async(address, value, bytes, nullptr));
  return llvm::Error::success();
}

llvm::Expected<Kernel> GpuDevice::loadKernel(llvm::StringRef code,
                                             llvm::StringRef name) {
  std::list<Impl::Module> &modules = impl->modules;
  auto cached = llvm::find_if(
      modules, [&](const Impl::Module &module) { return module.code == code; });
  if (cached != modules.end()) {
    modules.splice(modules.begin(), modules, cached);
  } else {
    // PTX must be null-terminated; a cubin is copied the same way.
    std::string image = code.str();
    std::string log(8192, '\0');
    CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                              CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {log.data(), reinterpret_cast<void *>(log.size())};
    CUmodule module = nullptr;
    CUresult result = impl->api.cuModuleLoadDataEx(&module, image.c_str(), 2,
                                                   options, values);
    if (llvm::Error error = impl->check(result, "cuModuleLoadDataEx")) {
      log.resize(std::strlen(log.c_str()));
      if (log.empty())
        return std::move(error);
      return llvm::joinErrors(std::move(error),
                              llvm::createStringError("JIT log: " + log));
    }
    modules.push_front(Impl::Module{std::move(image), module});
    // The least recently used of the others that no held kernel uses go.
    while (modules.size() > kCachedModules) {
      auto unused = std::find_if(
          modules.rbegin(), std::prev(modules.rend()),
          [](const Impl::Module &other) { return other.pin.use_count() == 1; });
      if (unused == std::prev(modules.rend()))
        break;
      (void)impl->api.cuModuleUnload(unused->module);
      modules.erase(std::next(unused).base());
    }
  }
  CUfunction function = nullptr;
  std::string functionName = name.str();
  CUDA_AGENT_CHECK(cuModuleGetFunction(&function, modules.front().module,
                                       functionName.c_str()));
  return Kernel{function, modules.front().pin};
}

size_t GpuDevice::getLoadedModules() const { return impl->modules.size(); }

llvm::Error GpuDevice::launch(Kernel kernel, Dim3 grid, Dim3 block,
                              llvm::ArrayRef<uint64_t> arguments,
                              size_t dynamicSharedBytes) {
  std::vector<uint64_t> values(arguments.begin(), arguments.end());
  std::vector<void *> parameters;
  for (uint64_t &value : values)
    parameters.push_back(&value);
  CUDA_AGENT_CHECK(cuLaunchKernel(static_cast<CUfunction>(kernel.function),
                                  grid[0], grid[1], grid[2], block[0], block[1],
                                  block[2], dynamicSharedBytes,
                                  /*hStream=*/nullptr, parameters.data(),
                                  /*extra=*/nullptr));
  return llvm::Error::success();
}

llvm::Error GpuDevice::reserveDynamicSharedMemory(Kernel kernel, size_t bytes) {
  CUDA_AGENT_CHECK(cuFuncSetAttribute(
      static_cast<CUfunction>(kernel.function),
      CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, int(bytes)));
  return llvm::Error::success();
}

llvm::Expected<std::array<uint64_t, 16>>
GpuDevice::encodeTensorMap(uint64_t address, ElementType type,
                           llvm::ArrayRef<int64_t> shape,
                           const TensorMapBox &map) {
  // Every ElementType is covered; the initializer quiets GCC's
  // maybe-uninitialized on the enum's other values.
  CUtensorMapDataType dataType = CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  switch (type) {
  case ElementType::F32:
    dataType = CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
    break;
  case ElementType::F16:
    dataType = CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
    break;
  case ElementType::BF16:
    dataType = CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
    break;
  case ElementType::F64:
    dataType = CU_TENSOR_MAP_DATA_TYPE_FLOAT64;
    break;
  }
  size_t rank = shape.size();
  if (rank == 0 || rank > 5 || map.box.size() != rank)
    return llvm::createStringError(
        "a tensor map takes a buffer of rank 1 to 5 and a box of its rank");
  // Innermost first, strides of the outer dimensions in bytes.
  std::vector<cuuint64_t> dims, strides;
  std::vector<cuuint32_t> box, elementStrides(rank, 1);
  uint64_t stride = getElementBytes(type);
  for (size_t i = rank; i-- > 0;) {
    dims.push_back(shape[i]);
    box.push_back(map.box[i]);
    if (i + 1 < rank)
      strides.push_back(stride);
    stride *= shape[i];
  }
  CUtensorMap encoded;
  CUDA_AGENT_CHECK(cuTensorMapEncodeTiled(
      &encoded, dataType, rank, reinterpret_cast<void *>(address), dims.data(),
      strides.data(), box.data(), elementStrides.data(),
      CUtensorMapInterleave(
          getTensorMapModeCode(map.interleaveBytes, kSmallestInterleaveBytes)),
      CUtensorMapSwizzle(
          getTensorMapModeCode(map.swizzleBytes, kSmallestSwizzleBytes)),
      CUtensorMapL2promotion(getTensorMapModeCode(map.l2PromotionBytes,
                                                  kSmallestL2PromotionBytes)),
      map.outOfBoundsNan ? CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
                         : CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
  std::array<uint64_t, 16> words;
  static_assert(sizeof(words) == sizeof(encoded));
  std::memcpy(words.data(), &encoded, sizeof(words));
  return words;
}

llvm::Error GpuDevice::synchronize() {
  CUDA_AGENT_CHECK(cuCtxSynchronize());
  return llvm::Error::success();
}

llvm::Expected<KernelAttributes> GpuDevice::getAttributes(Kernel kernel) {
  auto function = static_cast<CUfunction>(kernel.function);
  KernelAttributes attributes;
  CUDA_AGENT_CHECK(cuFuncGetAttribute(&attributes.registersPerThread,
                                      CU_FUNC_ATTRIBUTE_NUM_REGS, function));
  CUDA_AGENT_CHECK(cuFuncGetAttribute(&attributes.localBytesPerThread,
                                      CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                                      function));
  CUDA_AGENT_CHECK(cuFuncGetAttribute(&attributes.staticSharedBytes,
                                      CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                                      function));
  CUDA_AGENT_CHECK(cuFuncGetAttribute(&attributes.maxThreadsPerBlock,
                                      CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                      function));
  return attributes;
}

llvm::Expected<int>
GpuDevice::getActiveBlocksPerMultiprocessor(Kernel kernel, int threadsPerBlock,
                                            size_t dynamicSharedBytes) {
  int blocks = 0;
  CUDA_AGENT_CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks, static_cast<CUfunction>(kernel.function), threadsPerBlock,
      dynamicSharedBytes));
  return blocks;
}

llvm::Expected<float>
GpuDevice::timeMilliseconds(llvm::function_ref<llvm::Error()> work) {
  CUevent start = nullptr, stop = nullptr;
  CUDA_AGENT_CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  if (llvm::Error error =
          impl->check(impl->api.cuEventCreate(&stop, CU_EVENT_DEFAULT),
                      "cuEventCreate")) {
    (void)impl->api.cuEventDestroy(start);
    return std::move(error);
  }
  auto measure = [&]() -> llvm::Expected<float> {
    CUDA_AGENT_CHECK(cuEventRecord(start, nullptr));
    if (llvm::Error error = work())
      return std::move(error);
    CUDA_AGENT_CHECK(cuEventRecord(stop, nullptr));
    CUDA_AGENT_CHECK(cuEventSynchronize(stop));
    CUDA_AGENT_CHECK(cuCtxSynchronize());
    float milliseconds = 0;
    CUDA_AGENT_CHECK(cuEventElapsedTime(&milliseconds, start, stop));
    return milliseconds;
  };
  llvm::Expected<float> result = measure();
  (void)impl->api.cuEventDestroy(start);
  (void)impl->api.cuEventDestroy(stop);
  return result;
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&other) noexcept
    : device(other.device), address(other.address), size(other.size) {
  other.device = nullptr;
}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&other) noexcept {
  if (this != &other) {
    if (device)
      device->release(address);
    device = other.device;
    address = other.address;
    size = other.size;
    other.device = nullptr;
  }
  return *this;
}

DeviceBuffer::~DeviceBuffer() {
  if (device)
    device->release(address);
}
