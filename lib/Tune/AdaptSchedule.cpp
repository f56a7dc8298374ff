//===- AdaptSchedule.cpp - another kernel's schedule fitted to this one ---===//

#include "LoopOrder.h"

#include "cuda-agent/Tune/Tune.h"

using namespace cuda_agent;
using cuda_agent::tune::LoopOrder;

namespace {

/// `tiles` fitted to loops of `sizes` (0 stays: the whole loop); none
/// where the counts differ.
std::optional<std::vector<int64_t>>
fitTiles(const std::optional<std::vector<int64_t>> &tiles,
         const std::vector<int64_t> &sizes) {
  if (!tiles || tiles->size() != sizes.size())
    return std::nullopt;
  std::vector<int64_t> fitted;
  for (auto [tile, size] : llvm::zip_equal(*tiles, sizes))
    fitted.push_back(tile == 0 ? 0 : largestDivisorAtMost(size, tile));
  return fitted;
}

std::optional<int64_t> fitFactor(std::optional<int64_t> factor,
                                 int64_t extent) {
  if (!factor)
    return std::nullopt;
  return largestDivisorAtMost(extent, *factor);
}

/// The schedule's tiles and factors fitted to `kernel`'s loop sizes, as
/// the loops stand after its interchange.
Schedule fitToLoops(const env::Kernel &kernel, const Schedule &schedule) {
  Schedule fitted = schedule;
  if (schedule.interchange &&
      schedule.interchange->size() != kernel.getLoopSizes().size())
    fitted.interchange.reset();
  LoopOrder loops(kernel, schedule);
  const std::vector<int64_t> &parallelSizes = loops.parallelSizes;
  const std::vector<int64_t> &reductionSizes = loops.reductionSizes;

  fitted.block = fitTiles(schedule.block, parallelSizes);
  // A thread tile divides its block tile (the whole loop where the block
  // keeps it whole or there is no block action).
  std::vector<int64_t> blockExtents = parallelSizes;
  if (fitted.block)
    for (auto [extent, tile] : llvm::zip_equal(blockExtents, *fitted.block))
      if (tile)
        extent = tile;
  fitted.thread = fitTiles(schedule.thread, blockExtents);
  fitted.reduce = fitTiles(schedule.reduce, reductionSizes);
  // Split and splitk divide the innermost reduction loop's step.
  int64_t reductionExtent = 1;
  if (!reductionSizes.empty()) {
    reductionExtent = reductionSizes.back();
    if (fitted.reduce && fitted.reduce->back())
      reductionExtent = fitted.reduce->back();
  }
  fitted.split = fitFactor(schedule.split, reductionExtent);
  fitted.splitk = fitFactor(
      schedule.splitk,
      reductionSizes.empty() ? 1 : reductionSizes.back() / reductionExtent);
  if (fitted.splitk == 1)
    fitted.splitk.reset();
  return fitted;
}

} // namespace

std::optional<Schedule> tune::adaptSchedule(const env::Kernel &kernel,
                                            const Schedule &schedule) {
  Schedule fitted = fitToLoops(kernel, schedule);
  if (kernel.isLegal(fitted))
    return fitted;
  // Drop what is most likely to clash with the new sizes first.
  for (ActionKind kind :
       {ActionKind::Vector, ActionKind::Unroll, ActionKind::SplitK,
        ActionKind::Split, ActionKind::Promote, ActionKind::Thread,
        ActionKind::Reduce, ActionKind::Interchange}) {
    fitted.copyAction(kind, Schedule());
    if (fitted.empty())
      return std::nullopt;
    if (kernel.isLegal(fitted))
      return fitted;
  }
  return std::nullopt;
}
