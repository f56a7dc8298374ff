//===- Worker.h - run a measurement in its own process -----------*- C++ -*-===//
//
// A kernel that hangs, traps or corrupts the CUDA context must not take the
// caller with it: each measurement runs in a worker process (the
// launcher), with a time limit; a worker that dies is a structured
// failure, and the next measurement starts a fresh one.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_WORKER_H
#define CUDA_AGENT_RUNTIME_WORKER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <string>

namespace cuda_agent::runtime {

struct WorkerResult {
  /// The worker's exit code; meaningless if it timed out or crashed.
  int exitCode = 0;
  bool timedOut = false;
  /// Killed by a signal (other than the time limit's).
  bool crashed = false;
  std::string output, errors;
  double seconds = 0;
};

/// The measurement worker, cuda-agent-launch: next to the running
/// executable (a build's bin/, the portable bundle), else in one of
/// `otherDirectories`; an error saying where it looked otherwise.
llvm::Expected<std::string>
findLauncher(llvm::ArrayRef<llvm::StringRef> otherDirectories = {});

/// Runs `program` with `arguments` (argv[0] included), capturing its
/// output; kills it after `timeoutSeconds`. Fails only if it cannot start.
llvm::Expected<WorkerResult> runWorker(llvm::StringRef program,
                                       llvm::ArrayRef<llvm::StringRef> arguments,
                                       unsigned timeoutSeconds);

/// One measurement: the worker `launcher` (cuda-agent-launch) with
/// `arguments` (argv[0] included) and its JSON report (Report.h). Where the
/// worker hung, died or printed no report, a report of that failure
/// (timeout, worker_crash, no_gpu or error) with the reason.
llvm::json::Object measureInWorker(llvm::StringRef launcher,
                                   llvm::ArrayRef<llvm::StringRef> arguments,
                                   unsigned timeoutSeconds);

struct MeasurementRequest;

/// A measurement worker that stays up (cuda-agent-launch --serve): no
/// process start, CUDA context or CUPTI load per measurement. Requests are
/// measured one at a time (the GPU is timed alone); callers on several
/// threads queue. A worker that hangs is killed at the time limit, one that
/// dies (a kernel fault ends it on purpose) is a structured failure; either
/// way the next request starts a fresh one.
class MeasurementServer {
public:
  /// Starts `launcher --serve` and reads the device it names; fails where
  /// it cannot start or finds no GPU.
  static llvm::Expected<std::unique_ptr<MeasurementServer>>
  start(llvm::StringRef launcher, unsigned timeoutSeconds);
  ~MeasurementServer();

  /// The GPU, as the worker names it ("NVIDIA H200 (sm_90)").
  const std::string &getDevice() const;
  /// The request's JSON report (Report.h), or a report of the failure
  /// (timeout, worker_crash, error) with the reason.
  llvm::json::Object measure(const MeasurementRequest &request);
  /// Workers started after the first (one per hang, crash or fault).
  unsigned getRestarts() const;

private:
  struct Impl;
  explicit MeasurementServer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_WORKER_H
