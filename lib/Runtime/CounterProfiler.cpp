//===- CounterProfiler.cpp - hardware counters of a plan's kernels --------===//

#include "cuda-agent/Runtime/CounterProfiler.h"

#include "Cupti.h"
#include "cuda-agent/Runtime/GpuDevice.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FormatVariadic.h"

using namespace cuda_agent::runtime;
using detail::CuptiApi;

llvm::ArrayRef<const char *> cuda_agent::runtime::getProfileMetrics() {
  static const char *const metrics[] = {
      "gpu__time_duration.sum",
      "dram__throughput.avg.pct_of_peak_sustained_elapsed",
      "dram__bytes_read.sum",
      "dram__bytes_write.sum",
      "sm__throughput.avg.pct_of_peak_sustained_elapsed",
      "sm__warps_active.avg.pct_of_peak_sustained_active",
      "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
      "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
      "l1tex__t_sector_hit_rate.pct",
      "lts__t_sector_hit_rate.pct",
      // Coalescing and bank conflicts per access (lib/Tune/Attribution.cpp).
      "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
      "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
      "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
  };
  return metrics;
}

namespace {

/// CUPTI's parameter structs: zeroed, their size set.
template <typename Params> Params params(size_t structSize) {
  Params value{};
  value.structSize = structSize;
  return value;
}

#define CUDA_AGENT_CUPTI_CALL(api, call, value)                                \
  if (llvm::Error error = (api).check((api).call(&(value)), #call))            \
    return std::move(error);

/// The profiler host object of one chip: knows the metrics and evaluates
/// counter data.
class HostObject {
public:
  static llvm::Expected<HostObject>
  create(const CuptiApi &api, const char *chip,
         const std::vector<uint8_t> &counterAvailability) {
    auto init = params<CUpti_Profiler_Host_Initialize_Params>(
        CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE);
    init.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
    init.pChipName = chip;
    init.pCounterAvailabilityImage = counterAvailability.data();
    CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerHostInitialize, init);
    return HostObject(api, init.pHostObject);
  }
  HostObject(HostObject &&other) : api(other.api), object(other.object) {
    other.object = nullptr;
  }
  HostObject(const HostObject &) = delete;
  ~HostObject() {
    if (!object)
      return;
    auto deinit = params<CUpti_Profiler_Host_Deinitialize_Params>(
        CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE);
    deinit.pHostObject = object;
    (void)api.cuptiProfilerHostDeinitialize(&deinit);
  }

  bool knows(const char *metric) const {
    auto properties = params<CUpti_Profiler_Host_GetMetricProperties_Params>(
        CUpti_Profiler_Host_GetMetricProperties_Params_STRUCT_SIZE);
    properties.pHostObject = object;
    properties.pMetricName = metric;
    return api.cuptiProfilerHostGetMetricProperties(&properties) ==
           CUPTI_SUCCESS;
  }

  llvm::Expected<std::vector<uint8_t>>
  configImage(std::vector<const char *> &metrics) {
    auto add = params<CUpti_Profiler_Host_ConfigAddMetrics_Params>(
        CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE);
    add.pHostObject = object;
    add.ppMetricNames = metrics.data();
    add.numMetrics = metrics.size();
    CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerHostConfigAddMetrics, add);
    auto size = params<CUpti_Profiler_Host_GetConfigImageSize_Params>(
        CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE);
    size.pHostObject = object;
    CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerHostGetConfigImageSize, size);
    std::vector<uint8_t> image(size.configImageSize);
    auto get = params<CUpti_Profiler_Host_GetConfigImage_Params>(
        CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE);
    get.pHostObject = object;
    get.pConfigImage = image.data();
    get.configImageSize = image.size();
    CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerHostGetConfigImage, get);
    return image;
  }

  llvm::Error evaluate(std::vector<uint8_t> &counterData, size_t range,
                       std::vector<const char *> &metrics,
                       std::vector<double> &values) {
    values.assign(metrics.size(), 0);
    auto evaluate = params<CUpti_Profiler_Host_EvaluateToGpuValues_Params>(
        CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE);
    evaluate.pHostObject = object;
    evaluate.pCounterDataImage = counterData.data();
    evaluate.counterDataImageSize = counterData.size();
    evaluate.rangeIndex = range;
    evaluate.ppMetricNames = metrics.data();
    evaluate.numMetrics = metrics.size();
    evaluate.pMetricValues = values.data();
    CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerHostEvaluateToGpuValues, evaluate);
    return llvm::Error::success();
  }

private:
  HostObject(const CuptiApi &api, CUpti_Profiler_Host_Object *object)
      : api(api), object(object) {}

  const CuptiApi &api;
  CUpti_Profiler_Host_Object *object;
};

} // namespace

llvm::Expected<std::vector<KernelCounters>> cuda_agent::runtime::profileCounters(
    GpuDevice &device, llvm::ArrayRef<const char *> metrics, size_t launches,
    llvm::function_ref<llvm::Error()> run, std::vector<std::string> &missing) {
  llvm::Expected<const CuptiApi &> loaded = detail::loadCupti();
  if (!loaded)
    return loaded.takeError();
  const CuptiApi &api = *loaded;
  auto context = static_cast<CUcontext>(device.getContextHandle());

  auto initialize = params<CUpti_Profiler_Initialize_Params>(
      CUpti_Profiler_Initialize_Params_STRUCT_SIZE);
  CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerInitialize, initialize);
  llvm::scope_exit deinitialize([&] {
    auto done = params<CUpti_Profiler_DeInitialize_Params>(
        CUpti_Profiler_DeInitialize_Params_STRUCT_SIZE);
    (void)api.cuptiProfilerDeInitialize(&done);
  });
  auto chip = params<CUpti_Device_GetChipName_Params>(
      CUpti_Device_GetChipName_Params_STRUCT_SIZE);
  chip.deviceIndex = device.getOrdinal();
  CUDA_AGENT_CUPTI_CALL(api, cuptiDeviceGetChipName, chip);
  auto availability = params<CUpti_Profiler_GetCounterAvailability_Params>(
      CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE);
  availability.ctx = context;
  CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerGetCounterAvailability, availability);
  std::vector<uint8_t> availabilityImage(
      availability.counterAvailabilityImageSize);
  availability.pCounterAvailabilityImage = availabilityImage.data();
  CUDA_AGENT_CUPTI_CALL(api, cuptiProfilerGetCounterAvailability, availability);

  llvm::Expected<HostObject> host =
      HostObject::create(api, chip.pChipName, availabilityImage);
  if (!host)
    return host.takeError();
  std::vector<const char *> known;
  for (const char *metric : metrics) {
    if (host->knows(metric))
      known.push_back(metric);
    else
      missing.push_back(metric);
  }
  if (known.empty())
    return llvm::createStringError(
        llvm::formatv("the chip {0} knows none of the metrics", chip.pChipName));
  llvm::Expected<std::vector<uint8_t>> config = host->configImage(known);
  if (!config)
    return config.takeError();

  auto enable = params<CUpti_RangeProfiler_Enable_Params>(
      CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE);
  enable.ctx = context;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerEnable, enable);
  CUpti_RangeProfiler_Object *profiler = enable.pRangeProfilerObject;
  llvm::scope_exit disable([&] {
    auto off = params<CUpti_RangeProfiler_Disable_Params>(
        CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE);
    off.pRangeProfilerObject = profiler;
    (void)api.cuptiRangeProfilerDisable(&off);
  });

  auto dataSize = params<CUpti_RangeProfiler_GetCounterDataSize_Params>(
      CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE);
  dataSize.pRangeProfilerObject = profiler;
  dataSize.pMetricNames = known.data();
  dataSize.numMetrics = known.size();
  dataSize.maxNumOfRanges = launches;
  dataSize.maxNumRangeTreeNodes = launches;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerGetCounterDataSize, dataSize);
  std::vector<uint8_t> counterData(dataSize.counterDataSize);
  auto initData = params<CUpti_RangeProfiler_CounterDataImage_Initialize_Params>(
      CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE);
  initData.pRangeProfilerObject = profiler;
  initData.pCounterData = counterData.data();
  initData.counterDataSize = counterData.size();
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerCounterDataImageInitialize,
                        initData);

  // One range per kernel launch; CUPTI replays each kernel (restoring its
  // memory) for as many passes as the metrics need.
  auto setConfig = params<CUpti_RangeProfiler_SetConfig_Params>(
      CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE);
  setConfig.pRangeProfilerObject = profiler;
  setConfig.pConfig = config->data();
  setConfig.configSize = config->size();
  setConfig.pCounterDataImage = counterData.data();
  setConfig.counterDataImageSize = counterData.size();
  setConfig.range = CUPTI_AutoRange;
  setConfig.replayMode = CUPTI_KernelReplay;
  setConfig.maxRangesPerPass = launches;
  setConfig.numNestingLevels = 1;
  setConfig.minNestingLevel = 1;
  setConfig.passIndex = 0;
  setConfig.targetNestingLevel = 1;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerSetConfig, setConfig);

  auto start = params<CUpti_RangeProfiler_Start_Params>(
      CUpti_RangeProfiler_Start_Params_STRUCT_SIZE);
  start.pRangeProfilerObject = profiler;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerStart, start);
  if (llvm::Error error = run())
    return std::move(error);
  if (llvm::Error error = device.synchronize())
    return std::move(error);
  auto stop = params<CUpti_RangeProfiler_Stop_Params>(
      CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE);
  stop.pRangeProfilerObject = profiler;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerStop, stop);
  if (!stop.isAllPassSubmitted)
    return llvm::createStringError(
        "the range profiler wants more passes than kernel replay gave");
  auto decode = params<CUpti_RangeProfiler_DecodeData_Params>(
      CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE);
  decode.pRangeProfilerObject = profiler;
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerDecodeData, decode);

  auto info = params<CUpti_RangeProfiler_GetCounterDataInfo_Params>(
      CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE);
  info.pCounterDataImage = counterData.data();
  info.counterDataImageSize = counterData.size();
  CUDA_AGENT_CUPTI_CALL(api, cuptiRangeProfilerGetCounterDataInfo, info);
  if (info.numTotalRanges != launches)
    return llvm::createStringError(
        llvm::formatv("the range profiler recorded {0} kernels of {1}",
                      info.numTotalRanges, launches));
  std::vector<KernelCounters> result;
  std::vector<double> values;
  for (size_t range = 0; range < launches; ++range) {
    if (llvm::Error error = host->evaluate(counterData, range, known, values))
      return std::move(error);
    KernelCounters counters;
    for (auto [metric, value] : llvm::zip_equal(known, values))
      counters.emplace_back(metric, value);
    result.push_back(std::move(counters));
  }
  return result;
}
