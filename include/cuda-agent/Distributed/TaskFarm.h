//===- TaskFarm.h - work for the ranks of an MPI run ------------*- C++ -*-===//
//
// `cuda-agent train --mpi` and `tune --mpi` under mpirun (docs/DISTRIBUTED.md):
// rank 0 learns or searches and farms tasks (rollouts, schedules to
// measure) out to the other ranks, one per GPU, in one batch per rank;
// the workers answer with results and the measurements they made, which
// rank 0 alone records. A worker that falls silent (no heartbeat for
// FarmOptions::timeoutSeconds) is given up and its tasks go to the others;
// a task's result does not depend on the rank that runs it.
//
// Where cuda-agent was built without MPI, MpiSession::init says so.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_DISTRIBUTED_TASKFARM_H
#define CUDA_AGENT_DISTRIBUTED_TASKFARM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cuda_agent::distributed {

/// The MPI library this cuda-agent was built with ("Open MPI v4.1.4...";
/// empty: none).
std::string getMpiLibraryVersion();

/// The run's MPI world: MPI_Init on creation, MPI_Finalize on destruction.
/// One per process.
class MpiSession {
public:
  static llvm::Expected<std::unique_ptr<MpiSession>> init();
  ~MpiSession();

  int getRank() const { return rank; }
  int getSize() const { return size; }
  /// This rank's index among the ranks on its host, and their number.
  int getLocalRank() const { return localRank; }
  int getLocalSize() const { return localSize; }
  /// Whether rank 0 runs on this rank's host.
  bool sharesHostWithRankZero() const { return hostOfRankZero; }
  /// A rank of the run died: this one ends without MPI_Finalize. Open MPI
  /// 4.1's finalize waits in a fence for every rank, the dead one too, and
  /// does not always learn that it died (seen: 3 hangs in 6 runs on a
  /// loaded machine). Only `mpirun --enable-recovery` lets a run outlive a
  /// rank, and its exit status is 0 whatever the ranks return.
  void leaveWithoutFinalize() { peerLost = true; }

private:
  MpiSession() = default;
  int rank = 0, size = 1, localRank = 0, localSize = 1;
  bool hostOfRankZero = true, peerLost = false;
};

/// The GPU a worker rank measures on, as an index into the host's devices:
/// the workers of a host take its GPUs in turn, rank 0 (which only learns
/// or searches) not counted. Sets CUDA_VISIBLE_DEVICES for this process and
/// the measurement worker it starts: to that index, or where the launcher
/// already set a list (a batch system), to that list's entry. Returns what
/// it set. `gpuCount` 0: the host's /dev/nvidiaN devices are counted.
std::string selectWorkerGpu(const MpiSession &session, unsigned gpuCount = 0);

struct FarmOptions {
  /// A worker that sends nothing for this long is taken for dead.
  double timeoutSeconds = 60;
  /// How often a busy worker says it is alive.
  double heartbeatSeconds = 1;
  /// Testing the recovery: worker rank `exitRank` ends its process
  /// (exit status 3) on receiving its `exitAtBatch`-th batch (0: never).
  int exitRank = -1;
  unsigned exitAtBatch = 0;
};

/// Rank 0's side: hands tasks to the worker ranks and collects the results.
class TaskFarm {
public:
  TaskFarm(MpiSession &session, FarmOptions options);
  ~TaskFarm();

  /// The results of `tasks`, in order. Task i goes to worker
  /// `preferred(i) % workers` where it is alive (its caches are warm there),
  /// else to the live worker with the least work; each worker gets its
  /// tasks as one batch with `context` (what all the tasks share). Each
  /// batch's side output (the measurements made) goes to `onSide` as it
  /// arrives. Fails when a worker reports an error (the same task would
  /// fail anywhere) or no worker is left alive.
  llvm::Expected<std::vector<std::string>>
  run(llvm::StringRef context, llvm::ArrayRef<std::string> tasks,
      const std::function<unsigned(size_t)> &preferred,
      const std::function<void(llvm::StringRef)> &onSide);

  unsigned getWorkerCount() const;
  unsigned getLiveWorkerCount() const;

  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

/// What a worker answers for a batch: one result per task, in order, and
/// its side output.
struct BatchResults {
  std::vector<std::string> results;
  std::string side;
};
using BatchHandler = std::function<llvm::Expected<BatchResults>(
    llvm::StringRef context, llvm::ArrayRef<std::string> tasks)>;

/// A worker rank's side: runs each batch rank 0 sends through `handler`
/// (on another thread, while this one sends heartbeats) until rank 0 says
/// stop (and says whether a rank was lost: MpiSession::leaveWithoutFinalize).
/// A handler's error goes back to rank 0, and the worker goes on.
llvm::Error serveTasks(MpiSession &session, const BatchHandler &handler,
                       const FarmOptions &options);

} // namespace cuda_agent::distributed

#endif // CUDA_AGENT_DISTRIBUTED_TASKFARM_H
