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

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_WORKER_H
