//===- Report.cpp - what one run of a kernel found ------------------------===//

#include "cuda-agent/Runtime/Report.h"

#include <cmath>

using namespace cuda_agent::runtime;
namespace json = llvm::json;

namespace {

struct FailureName {
  FailureKind kind;
  llvm::StringLiteral name;
  int exitCode;
};

constexpr FailureName kFailures[] = {
    {FailureKind::None, "none", 0},
    {FailureKind::Error, "error", 1},
    {FailureKind::NoGpu, "no_gpu", 2},
    {FailureKind::KernelFault, "kernel_fault", 4},
    {FailureKind::Timeout, "timeout", 4},
    {FailureKind::WorkerCrash, "worker_crash", 4},
    {FailureKind::WrongResult, "wrong_result", 3},
    {FailureKind::NonFinite, "non_finite", 3},
    {FailureKind::OutputNotWritten, "output_not_written", 3},
    {FailureKind::InputMutated, "input_mutated", 3},
    {FailureKind::OutOfBoundsWrite, "out_of_bounds_write", 3},
    {FailureKind::Nondeterministic, "nondeterministic", 3},
    {FailureKind::StaleOutput, "stale_output", 3},
    {FailureKind::FasterThanRoofline, "faster_than_roofline", 5},
};

const FailureName &lookUp(FailureKind kind) {
  for (const FailureName &failure : kFailures)
    if (failure.kind == kind)
      return failure;
  return kFailures[1];
}

/// A finite number, or null (JSON has no infinity).
json::Value number(double value) {
  return std::isfinite(value) ? json::Value(value) : json::Value(nullptr);
}

template <typename T>
json::Value optionalNumber(const std::optional<T> &value) {
  return value ? number(double(*value)) : json::Value(nullptr);
}

json::Value toJSON(const CheckReport &check) {
  return json::Object{{"seed", int64_t(check.seed)},
                      {"distribution", check.distribution},
                      {"rel_l2_err", number(check.relativeL2)},
                      {"max_abs_err", number(check.maxAbsolute)},
                      {"non_finite", int64_t(check.nonFinite)},
                      {"poisoned", int64_t(check.poisoned)},
                      {"inputs_intact", check.inputsIntact},
                      {"canaries_intact", check.canariesIntact},
                      {"correct", check.correct}};
}

json::Value toJSON(const KernelProfile &kernel) {
  json::Value counters = nullptr;
  if (!kernel.counters.empty()) {
    json::Object values;
    for (auto &[metric, value] : kernel.counters)
      values[metric] = number(value);
    counters = std::move(values);
  }
  return json::Object{{"name", kernel.name},
                      {"counters", std::move(counters)},
                      {"registers_per_thread", kernel.registersPerThread},
                      {"local_bytes_per_thread", kernel.localBytesPerThread},
                      {"static_shared_bytes", kernel.staticSharedBytes},
                      {"threads_per_block", int64_t(kernel.threadsPerBlock)},
                      {"blocks", int64_t(kernel.blocks)},
                      {"theoretical_occupancy", kernel.theoreticalOccupancy}};
}

} // namespace

llvm::StringRef cuda_agent::runtime::getName(FailureKind kind) {
  return lookUp(kind).name;
}

int cuda_agent::runtime::getExitCode(FailureKind kind) {
  return lookUp(kind).exitCode;
}

std::optional<FailureKind>
cuda_agent::runtime::parseFailureKind(llvm::StringRef name) {
  for (const FailureName &failure : kFailures)
    if (failure.name == name)
      return failure.kind;
  return std::nullopt;
}

RunReport cuda_agent::runtime::makeFailureReport(FailureKind kind,
                                                std::string message,
                                                std::optional<bool> correct) {
  RunReport report;
  report.correct = correct;
  report.failure = kind;
  report.failureMessage = std::move(message);
  return report;
}

json::Object cuda_agent::runtime::toJSON(const RunReport &report) {
  std::optional<double> median, p10, p90, ci, kernelMedian, baselineMedian;
  std::optional<int64_t> runs;
  if (report.timing) {
    median = report.timing->median;
    p10 = report.timing->p10;
    p90 = report.timing->p90;
    ci = report.timing->medianHalfWidth;
    runs = int64_t(report.timing->runs);
  }
  if (report.kernelTiming)
    kernelMedian = report.kernelTiming->median;
  if (report.baseline)
    baselineMedian = report.baseline->median;
  std::optional<double> gflops, gbytes, rooflineFraction, speedup;
  std::optional<bool> timersDisagree;
  if (median && *median > 0) {
    if (report.flops > 0)
      gflops = report.flops / (*median * 1e3);
    if (report.bytes > 0)
      gbytes = report.bytes / (*median * 1e3);
    if (report.rooflineMicroseconds)
      rooflineFraction = *report.rooflineMicroseconds / *median;
    if (baselineMedian)
      speedup = *baselineMedian / *median;
    if (kernelMedian)
      timersDisagree =
          std::abs(*kernelMedian - *median) / *median > kTimerDisagreement;
  }
  json::Array checks;
  for (const CheckReport &check : report.checks)
    checks.push_back(::toJSON(check));
  json::Array kernels;
  for (const KernelProfile &kernel : report.profile)
    kernels.push_back(::toJSON(kernel));
  auto clocks = [](const std::optional<Clocks> &value) -> json::Value {
    if (!value)
      return nullptr;
    return json::Object{{"sm", int64_t(value->sm)},
                        {"memory", int64_t(value->memory)}};
  };
  json::Value failure = nullptr;
  if (report.failure != FailureKind::None)
    failure = json::Object{{"kind", getName(report.failure)},
                           {"message", report.failureMessage}};
  auto note = [](const std::string &text) -> json::Value {
    return text.empty() ? json::Value(nullptr) : json::Value(text);
  };
  json::Object phases;
  for (const auto &[phase, milliseconds] : report.phaseMilliseconds)
    phases[phase] = number(milliseconds);
  return json::Object{
      {"kernel", report.kernel},
      {"schedule", report.schedule},
      {"device", report.device},
      {"compute_capability", report.computeCapability},
      {"driver", report.driver},
      {"seed", int64_t(report.seed)},
      {"launches", int64_t(report.launches)},
      {"correct",
       report.correct ? json::Value(*report.correct) : json::Value(nullptr)},
      {"failure", std::move(failure)},
      {"tolerance", report.tolerance},
      {"max_abs_err", number(report.maxAbsoluteError)},
      {"rel_l2_err", number(report.relativeL2Error)},
      {"checks", std::move(checks)},
      {"median_us", optionalNumber(median)},
      {"p10_us", optionalNumber(p10)},
      {"p90_us", optionalNumber(p90)},
      {"median_ci_rel", optionalNumber(ci)},
      {"runs", runs ? json::Value(*runs) : json::Value(nullptr)},
      {"timing_stop", note(report.timingStop)},
      {"kernel_median_us", optionalNumber(kernelMedian)},
      {"timers_disagree",
       timersDisagree ? json::Value(*timersDisagree) : json::Value(nullptr)},
      {"kernel_timing_note", note(report.kernelTimingNote)},
      {"flops", report.flops},
      {"bytes", report.bytes},
      {"gflops", optionalNumber(gflops)},
      {"gbytes_per_s", optionalNumber(gbytes)},
      {"roofline_us", optionalNumber(report.rooflineMicroseconds)},
      {"roofline_fraction", optionalNumber(rooflineFraction)},
      {"baseline_us", optionalNumber(baselineMedian)},
      {"baseline_p10_us",
       report.baseline ? number(report.baseline->p10) : json::Value(nullptr)},
      {"baseline_p90_us",
       report.baseline ? number(report.baseline->p90) : json::Value(nullptr)},
      {"baseline_note", note(report.baselineNote)},
      {"speedup", optionalNumber(speedup)},
      {"profile", json::Object{{"kernels", std::move(kernels)},
                               {"counters_note", note(report.countersNote)}}},
      {"clocks_mhz", clocks(report.clocksBefore)},
      {"clocks_mhz_after", clocks(report.clocksAfter)},
      {"clocks_note", note(report.clocksNote)},
      {"phases_ms", std::move(phases)},
  };
}

FailureKind cuda_agent::runtime::getFailure(const json::Object &report) {
  const json::Object *failure = report.getObject("failure");
  if (!failure)
    return FailureKind::None;
  return parseFailureKind(failure->getString("kind").value_or(""))
      .value_or(FailureKind::Error);
}
