//===- Cupti.h - CUPTI, loaded at run time (private to the runtime) ------===//

#ifndef CUDA_AGENT_LIB_RUNTIME_CUPTI_H
#define CUDA_AGENT_LIB_RUNTIME_CUPTI_H

#include "llvm/Support/Error.h"

#include <cupti_activity.h>
#include <cupti_profiler_host.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>

namespace cuda_agent::runtime::detail {

// The CUPTI functions we call: the activity API (kernel times) and the range
// profiler with its host API (hardware counters).
#define CUDA_AGENT_CUPTI_FUNCTIONS(X)                                          \
  X(cuptiGetResultString)                                                      \
  X(cuptiActivityEnable)                                                       \
  X(cuptiActivityDisable)                                                      \
  X(cuptiActivityRegisterCallbacks)                                            \
  X(cuptiActivityFlushAll)                                                     \
  X(cuptiActivityGetNextRecord)                                                \
  X(cuptiDeviceGetChipName)                                                    \
  X(cuptiProfilerInitialize)                                                   \
  X(cuptiProfilerDeInitialize)                                                 \
  X(cuptiProfilerGetCounterAvailability)                                       \
  X(cuptiProfilerHostInitialize)                                               \
  X(cuptiProfilerHostDeinitialize)                                             \
  X(cuptiProfilerHostGetMetricProperties)                                      \
  X(cuptiProfilerHostConfigAddMetrics)                                         \
  X(cuptiProfilerHostGetConfigImageSize)                                       \
  X(cuptiProfilerHostGetConfigImage)                                           \
  X(cuptiProfilerHostEvaluateToGpuValues)                                      \
  X(cuptiRangeProfilerEnable)                                                  \
  X(cuptiRangeProfilerDisable)                                                 \
  X(cuptiRangeProfilerGetCounterDataSize)                                      \
  X(cuptiRangeProfilerCounterDataImageInitialize)                              \
  X(cuptiRangeProfilerSetConfig)                                               \
  X(cuptiRangeProfilerStart)                                                   \
  X(cuptiRangeProfilerStop)                                                    \
  X(cuptiRangeProfilerDecodeData)                                              \
  X(cuptiRangeProfilerGetCounterDataInfo)

struct CuptiApi {
#define CUDA_AGENT_DECLARE(name) decltype(&::name) name = nullptr;
  CUDA_AGENT_CUPTI_FUNCTIONS(CUDA_AGENT_DECLARE)
#undef CUDA_AGENT_DECLARE

  /// An llvm::Error for `result` of `call`, or success.
  llvm::Error check(CUptiResult result, llvm::StringRef call) const;
};

/// CUPTI, loaded once per process: from the loader's path, else from the
/// CUDA toolkit's usual places (the GPU machine keeps it in extras/CUPTI).
llvm::Expected<const CuptiApi &> loadCupti();

} // namespace cuda_agent::runtime::detail

#endif // CUDA_AGENT_LIB_RUNTIME_CUPTI_H
