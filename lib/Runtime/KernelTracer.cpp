//===- KernelTracer.cpp - kernel-only times from CUPTI --------------------===//

#include "cuda-agent/Runtime/KernelTracer.h"

#include "Cupti.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>

using namespace cuda_agent::runtime;
using detail::CuptiApi;
using detail::loadCupti;

namespace {

// CUPTI hands completed buffers to a callback, possibly on its own thread.
std::mutex recordsMutex;
std::vector<KernelRecord> records;
bool tracerActive = false;

constexpr size_t kBufferBytes = 8 << 20;

void CUPTIAPI requestBuffer(uint8_t **buffer, size_t *size,
                            size_t *maxRecords) {
  // CUPTI wants 8-byte alignment.
  *buffer = static_cast<uint8_t *>(std::aligned_alloc(8, kBufferBytes));
  *size = *buffer ? kBufferBytes : 0;
  *maxRecords = 0;
}

void CUPTIAPI completeBuffer(CUcontext, uint32_t, uint8_t *buffer, size_t,
                             size_t validSize) {
  llvm::Expected<const CuptiApi &> api = loadCupti();
  if (api) {
    std::lock_guard<std::mutex> lock(recordsMutex);
    CUpti_Activity *record = nullptr;
    while (api->cuptiActivityGetNextRecord(buffer, validSize, &record) ==
           CUPTI_SUCCESS) {
      if (record->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL &&
          record->kind != CUPTI_ACTIVITY_KIND_KERNEL)
        continue;
      auto *kernel = reinterpret_cast<CUpti_ActivityKernel10 *>(record);
      records.push_back(
          {kernel->name ? kernel->name : "", kernel->start, kernel->end});
    }
  } else {
    llvm::consumeError(api.takeError());
  }
  std::free(buffer);
}

} // namespace

llvm::Expected<std::unique_ptr<KernelTracer>> KernelTracer::start() {
  llvm::Expected<const CuptiApi &> api = loadCupti();
  if (!api)
    return api.takeError();
  if (tracerActive)
    return llvm::createStringError("a kernel trace is already running");
  {
    std::lock_guard<std::mutex> lock(recordsMutex);
    records.clear();
  }
  if (llvm::Error error = api->check(
          api->cuptiActivityRegisterCallbacks(requestBuffer, completeBuffer),
          "cuptiActivityRegisterCallbacks"))
    return std::move(error);
  if (llvm::Error error = api->check(
          api->cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL),
          "cuptiActivityEnable"))
    return std::move(error);
  tracerActive = true;
  return std::unique_ptr<KernelTracer>(new KernelTracer());
}

llvm::Expected<std::vector<KernelRecord>> KernelTracer::stop() {
  llvm::Expected<const CuptiApi &> api = loadCupti();
  if (!api)
    return api.takeError();
  running = false;
  tracerActive = false;
  if (llvm::Error error = api->check(
          api->cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL),
          "cuptiActivityDisable"))
    return std::move(error);
  if (llvm::Error error = api->check(
          api->cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED),
          "cuptiActivityFlushAll"))
    return std::move(error);
  std::lock_guard<std::mutex> lock(recordsMutex);
  std::vector<KernelRecord> result = std::move(records);
  records.clear();
  std::stable_sort(result.begin(), result.end(),
                   [](const KernelRecord &a, const KernelRecord &b) {
                     return a.startNs < b.startNs;
                   });
  return result;
}

KernelTracer::~KernelTracer() {
  if (running)
    llvm::consumeError(stop().takeError());
}
