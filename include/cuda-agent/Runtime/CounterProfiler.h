//===- CounterProfiler.h - hardware counters of a plan's kernels -*- C++ -*-===//
//
// What the profile feedback reads (issue #4, `--profile`): DRAM and SM
// throughput, achieved occupancy, shared-memory bank conflicts, cache hit
// rates, under Nsight Compute's metric names, collected in-process with
// CUPTI's range profiler (each kernel replayed as often as the metrics
// need). Where the counters cannot be read (no CUPTI, no permission, a
// virtualized GPU), profiling is an error that says why.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_COUNTERPROFILER_H
#define CUDA_AGENT_RUNTIME_COUNTERPROFILER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace cuda_agent::runtime {

class GpuDevice;

/// Metric values of one kernel launch, in the order asked for.
using KernelCounters = std::vector<std::pair<std::string, double>>;

/// The metrics `--profile` collects.
llvm::ArrayRef<const char *> getProfileMetrics();

/// Runs `run`, which launches `launches` kernels, under the range profiler
/// and returns `metrics` of each launch in launch order. Metrics the chip
/// does not know are left out and named in `missing`.
llvm::Expected<std::vector<KernelCounters>>
profileCounters(GpuDevice &device, llvm::ArrayRef<const char *> metrics,
                size_t launches, llvm::function_ref<llvm::Error()> run,
                std::vector<std::string> &missing);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_COUNTERPROFILER_H
