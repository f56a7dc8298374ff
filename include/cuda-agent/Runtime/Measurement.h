//===- Measurement.h - one measurement request, run in a worker --*- C++ -*-===//
//
// What a measurement worker (cuda-agent-launch) is asked to do: a plan,
// the reference it is checked against, the baseline timed with it, and the
// harness options. The worker takes it from its command line or, serving
// many requests in one process, as one JSON line each (Worker.h's
// MeasurementServer).
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_MEASUREMENT_H
#define CUDA_AGENT_RUNTIME_MEASUREMENT_H

#include "cuda-agent/Runtime/Harness.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace cuda_agent::runtime {

class GpuDevice;

/// The float64 answer a plan is checked against.
enum class ReferenceKind {
  /// The kernel's float64 plan, run on the GPU on the same inputs.
  Plan,
  /// No check.
  None,
  /// Host arguments 0, 1, 2 are A (MxK), B (KxN), C (MxN).
  Matmul,
  /// Host arguments 0, 1 are X (MxN) and its row sums (M).
  RowSum,
};

struct MeasurementRequest {
  std::string plan;
  ReferenceKind reference = ReferenceKind::Plan;
  /// The float64 plan (empty: `plan`/reference, where cuda-agent compile
  /// writes it).
  std::string referencePlan;
  /// A plan of the same kernel timed interleaved (empty: none).
  std::string baselinePlan;
  /// The report's kernel name (empty: the plan directory's name).
  std::string kernelName;
  /// The first check's seed (none: a random one, printed in the report).
  std::optional<uint64_t> seed;
  HarnessOptions harness;
};

llvm::json::Object toJSON(const MeasurementRequest &request);
/// The request a JSON object (of toJSON's keys; absent ones defaulted)
/// stands for, or why it is none.
llvm::Expected<MeasurementRequest> parseMeasurementRequest(llvm::StringRef json);

/// Loads the request's plans and runs the harness on them. Never fails as a
/// call: a plan that does not load is the report's `error` failure.
RunReport runMeasurement(GpuDevice &device, const MeasurementRequest &request);

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_MEASUREMENT_H
