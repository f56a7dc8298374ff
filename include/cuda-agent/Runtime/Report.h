//===- Report.h - what one run of a kernel found -----------------*- C++ -*-===//
//
// The result of running a candidate kernel: whether it is correct, how fast
// it is, against what, and why not where it failed. Its JSON form is the
// reward's input, with a fixed set of keys (null where unknown).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_REPORT_H
#define CUDA_AGENT_RUNTIME_REPORT_H

#include "cuda-agent/Runtime/Clocks.h"
#include "cuda-agent/Runtime/CounterProfiler.h"
#include "cuda-agent/Runtime/Statistics.h"

#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cuda_agent::runtime {

/// Why a run does not count. Each has its own exit code family.
enum class FailureKind {
  None,
  /// Anything that is not the kernel's fault: a bad plan, no memory.
  Error,
  NoGpu,
  /// The kernel faulted (trap, illegal address): the context is lost.
  KernelFault,
  /// The worker process ran past its time limit (a hang).
  Timeout,
  /// The worker process died (a signal) without a report.
  WorkerCrash,
  WrongResult,
  NonFinite,
  OutputNotWritten,
  InputMutated,
  OutOfBoundsWrite,
  Nondeterministic,
  /// Correct on the checks, wrong on the inputs of the last timed run.
  StaleOutput,
  /// Faster than the device's datasheet roofline allows.
  FasterThanRoofline,
};

/// "wrong_result", "kernel_fault", ...
llvm::StringRef getName(FailureKind kind);
/// 0 for None, 1 Error, 2 NoGpu, 3 a wrong answer (any check), 4 a fault,
/// a hang or a crash, 5 an implausible time.
int getExitCode(FailureKind kind);
std::optional<FailureKind> parseFailureKind(llvm::StringRef name);

/// One check on fresh inputs.
struct CheckReport {
  uint64_t seed = 0;
  std::string distribution;
  double relativeL2 = 0, maxAbsolute = 0;
  uint64_t nonFinite = 0, poisoned = 0;
  bool inputsIntact = true, canariesIntact = true;
  bool correct = false;
};

/// Static facts of one kernel of the plan, from the driver.
struct KernelProfile {
  std::string name;
  int registersPerThread = 0, localBytesPerThread = 0, staticSharedBytes = 0;
  unsigned threadsPerBlock = 0, blocks = 0;
  /// Resident warps per multiprocessor over the most it can hold.
  double theoreticalOccupancy = 0;
  /// Hardware counters (with --profile), under Nsight Compute's names.
  KernelCounters counters;
};

struct RunReport {
  std::string kernel, schedule, device;
  /// The NVIDIA driver's version (empty where NVML could not say).
  std::string driver;
  int computeCapability = 0;
  uint64_t seed = 0;
  unsigned launches = 0;

  /// Unknown (null) when there was no reference to check against.
  std::optional<bool> correct;
  FailureKind failure = FailureKind::None;
  std::string failureMessage;
  double tolerance = 0;
  double maxAbsoluteError = 0, relativeL2Error = 0;
  std::vector<CheckReport> checks;

  /// Event-timed runs of the candidate (microseconds).
  std::optional<TimingSummary> timing;
  /// The same runs as CUPTI timed the kernels alone, and why not if absent.
  std::optional<TimingSummary> kernelTiming;
  std::string kernelTimingNote;
  /// The default schedule, timed interleaved with the candidate.
  std::optional<TimingSummary> baseline;
  std::string baselineNote;
  /// Why timing stopped: ci (the target interval reached), max_runs,
  /// max_seconds or slower_than_baseline (TimingPolicy::stopIfSlowerThan).
  std::string timingStop;

  /// Work of one run: floating-point operations and the bytes of its
  /// arguments (each read or written once at least).
  double flops = 0, bytes = 0;
  std::optional<double> rooflineMicroseconds;

  std::vector<KernelProfile> profile;
  /// Why the profile has no counters, where it was asked for them.
  std::string countersNote;
  std::optional<Clocks> clocksBefore, clocksAfter;
  std::string clocksNote;
  /// Wall-clock milliseconds of the harness's phases, in order: where a
  /// measurement's time goes besides the timed runs.
  std::vector<std::pair<std::string, double>> phaseMilliseconds;
};

/// CUPTI and the events disagree by more than this: flagged in the report.
constexpr double kTimerDisagreement = 0.10;

llvm::json::Object toJSON(const RunReport &report);

/// The report of a run that failed before it produced anything else;
/// `correct` is false where the kernel may have run, unknown where not.
RunReport makeFailureReport(FailureKind kind, std::string message,
                            std::optional<bool> correct = std::nullopt);

/// The failure a JSON report names: None if none, Error for a kind this
/// build does not know.
FailureKind getFailure(const llvm::json::Object &report);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_REPORT_H
