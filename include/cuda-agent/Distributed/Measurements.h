//===- Measurements.h - worker ranks' measurements, recorded by rank 0 -*- C++
//-*-===//
//
// One experience database per run, written by rank 0 alone (SQLite over a
// cluster's shared file system is no place for concurrent writers): a worker
// rank's GPU reward hands its new measurements to a MeasurementOutbox, whose
// contents travel with the batch's results; rank 0's MeasurementRecorder
// adds them to the database and the reward cache file as they arrive, so a
// run cut short keeps every measurement that reached rank 0.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_DISTRIBUTED_MEASUREMENTS_H
#define CUDA_AGENT_DISTRIBUTED_MEASUREMENTS_H

#include "cuda-agent/Experience/ExperienceDb.h"

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace cuda_agent::distributed {

/// The measurements a worker rank makes during a batch.
class MeasurementOutbox {
public:
  /// What the worker's GPU reward hands each measurement to
  /// (env::GpuRewardOptions::onMeasurement): its kernel, its record and its
  /// line of the reward's cache file (empty: none). Thread-safe.
  std::function<void(const experience::KernelEntry &,
                     const experience::Record &, llvm::StringRef)>
  sink();
  /// Everything since the last take, as bytes (empty: nothing).
  std::string take();

private:
  std::mutex mutex;
  std::string records, cacheLines;
};

/// Rank 0's side: records what MeasurementOutbox::take gave, the records in
/// the experience database at `database` (empty: none), the cache lines in
/// `cacheFile` (empty: none). A failed write is reported once on stderr and
/// the run goes on (as the GPU reward does).
class MeasurementRecorder {
public:
  MeasurementRecorder(std::string database, std::string cacheFile);
  void record(llvm::StringRef outbox);
  /// Records added to the database so far.
  size_t getCount() const { return count; }

private:
  std::string database, cacheFile;
  std::optional<experience::ExperienceDb> opened;
  bool failed = false;
  size_t count = 0;
};

} // namespace cuda_agent::distributed

#endif // CUDA_AGENT_DISTRIBUTED_MEASUREMENTS_H
