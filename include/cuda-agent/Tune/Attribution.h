//===- Attribution.h - profile findings mapped to plan changes --*- C++ -*-===//
//
// Feedback-to-plan (issue #8, docs/EXPERIENCE.md): rules that read a
// schedule's hardware profile (the harness's counters of its longest
// kernel) and name what to change in the plan: uncoalesced loads -> lanes
// on neighbouring elements or wider vectors; a saturated DRAM with operands
// re-read from it -> stage them in shared memory; occupancy held down by
// registers or shared memory -> smaller tiles; fewer blocks than SMs -> more
// blocks; shared-memory bank conflicts -> another lane stride; neither
// memory nor compute busy -> more independent work per thread. Each rule
// that fires proposes the first legal of its changes; the tuner measures
// it and the experience database keeps the outcome, so rules are scored by
// how often they helped.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_TUNE_ATTRIBUTION_H
#define CUDA_AGENT_TUNE_ATTRIBUTION_H

#include "cuda-agent/Schedule/Schedule.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <limits>
#include <string>
#include <vector>

namespace llvm::json {
class Object;
} // namespace llvm::json

namespace cuda_agent {
namespace env {
class Kernel;
} // namespace env

namespace tune {

/// What the profile of a schedule's longest kernel says; NaN where the
/// counter was not read.
struct ProfileFindings {
  static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
  /// Percent of peak (Nsight Compute's *.pct_of_peak_sustained_*).
  double dramThroughputPct = kUnknown, smThroughputPct = kUnknown;
  double achievedOccupancyPct = kUnknown;
  /// Resident warps the launch allows over the most an SM holds (0..1).
  double theoreticalOccupancy = kUnknown;
  /// Global-load sectors per request (4 when a warp reads 128
  /// consecutive bytes) and shared-memory bank conflicts per wavefront.
  double sectorsPerRequest = kUnknown, bankConflictsPerWavefront = kUnknown;
  double blocks = kUnknown, threadsPerBlock = kUnknown;
  double registersPerThread = kUnknown, sharedBytesPerBlock = kUnknown;

  /// From a harness report (docs/MEASUREMENT.md, "profile"): the kernel
  /// with the longest gpu__time_duration; an error where the report has no
  /// counters (and says why, if it does).
  static llvm::Expected<ProfileFindings>
  fromReport(const llvm::json::Object &report);
};

/// A rule and what it looks for.
struct AttributionRule {
  llvm::StringLiteral name;
  llvm::StringLiteral finding;
  llvm::StringLiteral change;
};
/// Every rule, in the order they are tried.
llvm::ArrayRef<AttributionRule> getAttributionRules();

/// A rule that fired, and the legal schedule it proposes.
struct Attribution {
  llvm::StringRef rule;
  /// The finding with its numbers ("DRAM 81% of peak; ...").
  std::string evidence;
  Schedule proposal;
};

/// The rules that fire on `findings` of `schedule` (legal for `kernel`),
/// each with the first of its changes that is legal and new, in rule
/// order.
std::vector<Attribution> attribute(const env::Kernel &kernel,
                                   const Schedule &schedule,
                                   const ProfileFindings &findings);

} // namespace tune
} // namespace cuda_agent

#endif // CUDA_AGENT_TUNE_ATTRIBUTION_H
