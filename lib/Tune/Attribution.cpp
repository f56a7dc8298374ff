//===- Attribution.cpp - profile findings mapped to plan changes ----------===//

#include "cuda-agent/Tune/Attribution.h"

#include "LoopOrder.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <functional>

using namespace cuda_agent;
using namespace cuda_agent::tune;

namespace {

// The thresholds (docs/EXPERIENCE.md).
/// A warp's 32 four-byte loads touch 4 sectors when coalesced.
constexpr double kUncoalescedSectorsPerRequest = 8;
constexpr double kBusyDramPct = 50;
constexpr double kLowOccupancyPct = 25, kLimitedTheoreticalOccupancy = 0.5;
/// H200 SMs: fewer blocks leave SMs idle.
constexpr double kMultiprocessors = 132;
constexpr double kConflictsPerWavefront = 0.1;
constexpr double kIdlePct = 40;

constexpr AttributionRule kRules[] = {
    {"uncoalesced-loads",
     "global loads take more than 8 sectors per request (4 when coalesced)",
     "neighbouring threads on neighbouring elements (innermost thread tile "
     "1, then halved), else vector(4)"},
    {"reuse-without-promote",
     "DRAM over 50% of peak while a contraction re-reads its operands from "
     "it, none staged in shared memory",
     "promote every input, else the first, else the second"},
    {"low-occupancy",
     "under 25% of warps active, registers or shared memory allowing under "
     "half the warps",
     "the largest thread tile halved (fewer registers), else the largest "
     "block tile (less shared memory)"},
    {"too-few-blocks", "fewer blocks than the 132 SMs",
     "the largest block tile halved, else splitk(2), else splitk(4)"},
    {"bank-conflicts",
     "more than 0.1 shared-memory bank conflicts per wavefront",
     "another lane stride: the innermost thread tile 1, else doubled"},
    {"latency-bound",
     "DRAM and SM both under 40% of peak with warps to spare: latency, not "
     "throughput, bounds it",
     "more independent work per thread: unroll(4) (or twice the unroll), "
     "else the innermost thread tile doubled, else vector(4)"},
};

bool known(double value) { return !std::isnan(value); }

/// The number of `metric` in `counters`, or NaN.
double counter(const llvm::json::Object *counters, llvm::StringRef metric) {
  if (!counters)
    return ProfileFindings::kUnknown;
  return counters->getNumber(metric).value_or(ProfileFindings::kUnknown);
}

/// `tile` halved to a divisor of itself (so it still divides what it
/// divided); none at 1 or whole (0).
std::optional<int64_t> halved(int64_t tile) {
  if (tile <= 1)
    return std::nullopt;
  return largestDivisorAtMost(tile, tile / 2);
}

/// The position of the largest entry of `tiles` that can be halved.
std::optional<size_t> largestHalvable(const std::vector<int64_t> &tiles) {
  std::optional<size_t> largest;
  for (auto [index, tile] : llvm::enumerate(tiles))
    if (tile > 1 && (!largest || tile > tiles[*largest]))
      largest = index;
  return largest;
}

/// The changes one rule tries, in order.
using Changes = std::vector<std::function<std::optional<Schedule>()>>;

Changes changesFor(llvm::StringRef rule, const env::Kernel &kernel,
                   const Schedule &schedule) {
  LoopOrder loops(kernel, schedule);
  auto with = [&](auto edit) {
    return [=]() -> std::optional<Schedule> {
      Schedule changed = schedule;
      if (!edit(changed))
        return std::nullopt;
      return changed;
    };
  };
  auto innermostThread = [](auto update) {
    return [=](Schedule &changed) {
      if (!changed.thread || changed.thread->empty())
        return false;
      int64_t &tile = changed.thread->back();
      std::optional<int64_t> updated = update(tile);
      if (!updated || *updated == tile)
        return false;
      tile = *updated;
      return true;
    };
  };
  auto setVector = [](int64_t width) {
    return [=](Schedule &changed) {
      if (changed.vector && *changed.vector >= width)
        return false;
      changed.vector = width;
      return true;
    };
  };
  // Block tiles made explicit (0 keeps a loop whole: its size here).
  // The changes run after this returns: they hold copies of what they use.
  auto halveLargestBlock = [loops](Schedule &changed) {
    std::vector<int64_t> tiles = changed.block.value_or(loops.parallelSizes);
    if (tiles.size() != loops.parallelSizes.size())
      return false;
    for (auto [tile, size] : llvm::zip_equal(tiles, loops.parallelSizes))
      if (tile == 0)
        tile = size;
    std::optional<size_t> largest = largestHalvable(tiles);
    if (!largest)
      return false;
    tiles[*largest] = *halved(tiles[*largest]);
    changed.block = tiles;
    return true;
  };
  auto setSplitK = [&](int64_t parts) {
    return [parts, loops](Schedule &changed) {
      if (loops.reductionSizes.empty() || changed.splitk)
        return false;
      changed.splitk = parts;
      return true;
    };
  };

  // Swapping the innermost parallel loops was tried too: 0.44x-0.99x on
  // the H200 in all three tries (docs/EXPERIENCE.md), so it is no change.
  if (rule == "uncoalesced-loads")
    return {with(innermostThread([](int64_t) { return int64_t(1); })),
            with(innermostThread(halved)), with(setVector(4))};
  if (rule == "reuse-without-promote") {
    std::vector<int64_t> all(kernel.getInputCount());
    std::iota(all.begin(), all.end(), 0);
    Changes changes = {with([=](Schedule &changed) {
      changed.promote = all;
      return true;
    })};
    for (int64_t input = 0; input < std::min<int64_t>(all.size(), 2); ++input)
      changes.push_back(with([=](Schedule &changed) {
        changed.promote = std::vector<int64_t>{input};
        return true;
      }));
    return changes;
  }
  if (rule == "low-occupancy")
    return {with([](Schedule &changed) {
              if (!changed.thread)
                return false;
              std::optional<size_t> largest = largestHalvable(*changed.thread);
              if (!largest)
                return false;
              (*changed.thread)[*largest] =
                  *halved((*changed.thread)[*largest]);
              return true;
            }),
            with(halveLargestBlock)};
  if (rule == "too-few-blocks")
    return {with(halveLargestBlock), with(setSplitK(2)), with(setSplitK(4))};
  if (rule == "bank-conflicts")
    return {with(innermostThread([](int64_t) { return int64_t(1); })),
            with(innermostThread([](int64_t tile) { return 2 * tile; }))};
  if (rule == "latency-bound")
    return {with([](Schedule &changed) {
              changed.unroll = changed.unroll ? 2 * *changed.unroll : 4;
              return true;
            }),
            with(innermostThread([](int64_t tile) {
              return tile ? std::optional<int64_t>(2 * tile) : std::nullopt;
            })),
            with(setVector(4))};
  return {};
}

/// Whether `rule` fires, and why (its evidence).
std::optional<std::string> evidenceFor(llvm::StringRef rule,
                                       const env::Kernel &kernel,
                                       const Schedule &schedule,
                                       const ProfileFindings &found) {
  using llvm::formatv;
  if (rule == "uncoalesced-loads" && known(found.sectorsPerRequest) &&
      found.sectorsPerRequest > kUncoalescedSectorsPerRequest)
    return formatv("{0:f1} sectors per global load request",
                   found.sectorsPerRequest)
        .str();
  bool reReads = kernel.getInputCount() >= 2 &&
                 !kernel.getReductionLoops().empty() &&
                 !kernel.getParallelLoops().empty();
  if (rule == "reuse-without-promote" && reReads && !schedule.promote &&
      known(found.dramThroughputPct) && found.dramThroughputPct > kBusyDramPct)
    return formatv("DRAM {0:f0}% of peak, {1} inputs re-read, none promoted",
                   found.dramThroughputPct, kernel.getInputCount())
        .str();
  if (rule == "low-occupancy" && known(found.achievedOccupancyPct) &&
      known(found.theoreticalOccupancy) &&
      found.achievedOccupancyPct < kLowOccupancyPct &&
      found.theoreticalOccupancy < kLimitedTheoreticalOccupancy)
    return formatv("{0:f0}% of warps active, at most {1:f0}% possible ({2:f0} "
                   "registers/thread, {3:f0} B shared/block)",
                   found.achievedOccupancyPct, 100 * found.theoreticalOccupancy,
                   found.registersPerThread, found.sharedBytesPerBlock)
        .str();
  if (rule == "too-few-blocks" && known(found.blocks) &&
      found.blocks < kMultiprocessors)
    return formatv("{0:f0} blocks for {1:f0} SMs", found.blocks,
                   kMultiprocessors)
        .str();
  if (rule == "bank-conflicts" && known(found.bankConflictsPerWavefront) &&
      found.bankConflictsPerWavefront > kConflictsPerWavefront)
    return formatv("{0:f2} bank conflicts per shared-memory wavefront",
                   found.bankConflictsPerWavefront)
        .str();
  if (rule == "latency-bound" && known(found.dramThroughputPct) &&
      known(found.smThroughputPct) && found.dramThroughputPct < kIdlePct &&
      found.smThroughputPct < kIdlePct &&
      !(known(found.achievedOccupancyPct) &&
        found.achievedOccupancyPct < kLowOccupancyPct))
    return formatv("DRAM {0:f0}%, SM {1:f0}% of peak", found.dramThroughputPct,
                   found.smThroughputPct)
        .str();
  return std::nullopt;
}

} // namespace

llvm::ArrayRef<AttributionRule> tune::getAttributionRules() { return kRules; }

llvm::Expected<ProfileFindings>
ProfileFindings::fromReport(const llvm::json::Object &report) {
  const llvm::json::Object *profile = report.getObject("profile");
  const llvm::json::Array *kernels =
      profile ? profile->getArray("kernels") : nullptr;
  const llvm::json::Object *longest = nullptr;
  double longestTime = -1;
  if (kernels)
    for (const llvm::json::Value &kernel : *kernels) {
      const llvm::json::Object *object = kernel.getAsObject();
      const llvm::json::Object *counters =
          object ? object->getObject("counters") : nullptr;
      if (!counters)
        continue;
      double time = counter(counters, "gpu__time_duration.sum");
      if (!longest || (known(time) && time > longestTime)) {
        longest = object;
        longestTime = known(time) ? time : longestTime;
      }
    }
  if (!longest) {
    std::optional<llvm::StringRef> note =
        profile ? profile->getString("counters_note") : std::nullopt;
    return llvm::createStringError("the report has no hardware counters" +
                                   (note ? ": " + note->str() : std::string()));
  }
  const llvm::json::Object *counters = longest->getObject("counters");
  ProfileFindings found;
  found.dramThroughputPct =
      counter(counters, "dram__throughput.avg.pct_of_peak_sustained_elapsed");
  found.smThroughputPct =
      counter(counters, "sm__throughput.avg.pct_of_peak_sustained_elapsed");
  found.achievedOccupancyPct =
      counter(counters, "sm__warps_active.avg.pct_of_peak_sustained_active");
  double sectors =
      counter(counters, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum");
  double requests =
      counter(counters, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum");
  if (requests > 0)
    found.sectorsPerRequest = sectors / requests;
  double conflicts =
      counter(counters,
              "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum") +
      counter(counters,
              "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum");
  double wavefronts =
      counter(counters, "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum");
  if (wavefronts > 0)
    found.bankConflictsPerWavefront = conflicts / wavefronts;
  auto fact = [&](llvm::StringRef key) {
    return longest->getNumber(key).value_or(ProfileFindings::kUnknown);
  };
  found.theoreticalOccupancy = fact("theoretical_occupancy");
  found.blocks = fact("blocks");
  found.threadsPerBlock = fact("threads_per_block");
  found.registersPerThread = fact("registers_per_thread");
  found.sharedBytesPerBlock = fact("static_shared_bytes");
  return found;
}

std::vector<Attribution> tune::attribute(const env::Kernel &kernel,
                                         const Schedule &schedule,
                                         const ProfileFindings &findings) {
  std::vector<Attribution> attributions;
  for (const AttributionRule &rule : kRules) {
    std::optional<std::string> evidence =
        evidenceFor(rule.name, kernel, schedule, findings);
    if (!evidence)
      continue;
    for (const auto &change : changesFor(rule.name, kernel, schedule)) {
      std::optional<Schedule> proposal = change();
      if (proposal && *proposal != schedule && kernel.isLegal(*proposal)) {
        attributions.push_back(
            {rule.name, std::move(*evidence), std::move(*proposal)});
        break;
      }
    }
  }
  return attributions;
}
