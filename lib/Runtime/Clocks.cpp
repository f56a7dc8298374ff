//===- Clocks.cpp - the GPU's clocks and driver version from NVML ---------===//
//
// NVML ships with the driver, not the toolkit (no header here): the few
// entry points used are declared by hand, as nvml.h declares them.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Runtime/Clocks.h"

#include "llvm/Support/FormatVariadic.h"

#include <dlfcn.h>

#include <string>

using namespace cuda_agent::runtime;

namespace {

using NvmlReturn = int;
using NvmlDevice = struct NvmlDeviceOpaque *;
constexpr NvmlReturn kNvmlSuccess = 0;
constexpr int kNvmlClockSm = 1, kNvmlClockMemory = 2;

struct NvmlApi {
  NvmlReturn (*init)() = nullptr;
  NvmlReturn (*deviceByPciBusId)(const char *, NvmlDevice *) = nullptr;
  NvmlReturn (*clockInfo)(NvmlDevice, int, unsigned *) = nullptr;
  const char *(*errorString)(NvmlReturn) = nullptr;
  NvmlReturn (*driverVersion)(char *, unsigned) = nullptr;
};

llvm::Expected<const NvmlApi &> loadNvml() {
  static NvmlApi api;
  static std::string error = []() -> std::string {
    void *library = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library)
      return "cannot load NVML (libnvidia-ml.so.1)";
    auto resolve = [&](auto &pointer, const char *name) {
      pointer = reinterpret_cast<std::remove_reference_t<decltype(pointer)>>(
          dlsym(library, name));
      return pointer != nullptr;
    };
    if (!resolve(api.init, "nvmlInit_v2") ||
        !resolve(api.deviceByPciBusId, "nvmlDeviceGetHandleByPciBusId_v2") ||
        !resolve(api.clockInfo, "nvmlDeviceGetClockInfo") ||
        !resolve(api.errorString, "nvmlErrorString") ||
        !resolve(api.driverVersion, "nvmlSystemGetDriverVersion"))
      return "NVML lacks an entry point it should have";
    // Initialized once and left so: nvmlShutdown only counts references.
    if (NvmlReturn result = api.init(); result != kNvmlSuccess)
      return std::string("nvmlInit failed: ") + api.errorString(result);
    return "";
  }();
  if (!error.empty())
    return llvm::createStringError(error);
  return api;
}

} // namespace

llvm::Expected<Clocks> cuda_agent::runtime::readClocks(llvm::StringRef pciBusId) {
  llvm::Expected<const NvmlApi &> api = loadNvml();
  if (!api)
    return api.takeError();
  NvmlDevice device = nullptr;
  std::string busId = pciBusId.str();
  if (NvmlReturn result = api->deviceByPciBusId(busId.c_str(), &device);
      result != kNvmlSuccess)
    return llvm::createStringError(llvm::formatv(
        "NVML has no device {0}: {1}", pciBusId, api->errorString(result)));
  Clocks clocks;
  for (auto [type, value] : {std::pair{kNvmlClockSm, &clocks.sm},
                             std::pair{kNvmlClockMemory, &clocks.memory}})
    if (NvmlReturn result = api->clockInfo(device, type, value);
        result != kNvmlSuccess)
      return llvm::createStringError(llvm::formatv(
          "nvmlDeviceGetClockInfo failed: {0}", api->errorString(result)));
  return clocks;
}

llvm::Expected<std::string> cuda_agent::runtime::readDriverVersion() {
  // The loaded driver cannot change under a process: asked once (every
  // harness run reports it).
  static std::string version;
  static std::string error = []() -> std::string {
    llvm::Expected<const NvmlApi &> api = loadNvml();
    if (!api)
      return llvm::toString(api.takeError());
    // NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE.
    char text[80] = {};
    if (NvmlReturn result = api->driverVersion(text, sizeof(text));
        result != kNvmlSuccess)
      return std::string("nvmlSystemGetDriverVersion failed: ") +
             api->errorString(result);
    version = text;
    return "";
  }();
  if (!error.empty())
    return llvm::createStringError(error);
  return version;
}
