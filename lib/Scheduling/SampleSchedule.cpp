//===- SampleSchedule.cpp - random schedules for a kernel -----------------===//

#include "cuda-agent/Scheduling/Scheduling.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::cuda_agent;

std::vector<int64_t> mlir::cuda_agent::divisors(int64_t n) {
  // Pairs (d, n/d) up to sqrt(n): the environment asks for the divisors of
  // every loop at every state, so trial division up to n dominated training.
  std::vector<int64_t> small, large;
  for (int64_t d = 1; d * d <= n; ++d)
    if (n % d == 0) {
      small.push_back(d);
      if (d != n / d)
        large.push_back(n / d);
    }
  small.insert(small.end(), large.rbegin(), large.rend());
  return small;
}

namespace {

template <typename T>
T pick(const std::vector<T> &values, std::mt19937_64 &rng) {
  return values[std::uniform_int_distribution<size_t>(0, values.size() - 1)(rng)];
}

bool chance(double probability, std::mt19937_64 &rng) {
  return std::bernoulli_distribution(probability)(rng);
}

/// The ways to split a loop of `size` iterations into 2 to `most` equal
/// parts (threads for split, blocks for splitk).
std::vector<int64_t> splitCounts(int64_t size, int64_t most = 1024) {
  std::vector<int64_t> counts;
  for (int64_t count : divisors(size))
    if (count >= 2 && count <= most)
      counts.push_back(count);
  return counts;
}

/// split, sometimes: threads share the last loop, when it is a reduction
/// loop; they take no parallel tiles, reduce tiles, unrolling or staging
/// then.
void maybeSplit(const KernelInfo &kernel, ::cuda_agent::Schedule &schedule,
                std::mt19937_64 &rng) {
  if (kernel.reductionLoops.empty() ||
      kernel.reductionLoops.back() != kernel.loopSizes.size() - 1 ||
      !chance(0.3, rng))
    return;
  std::vector<int64_t> counts = splitCounts(kernel.loopSizes.back());
  if (counts.empty())
    return;
  schedule.split = pick(counts, rng);
  schedule.thread.reset();
  schedule.reduce.reset();
  schedule.unroll.reset();
  schedule.promote.reset();
}

/// Row kernels take rows per block, threads per row and fuse.
::cuda_agent::Schedule sampleRowSchedule(const KernelInfo &kernel,
                                         std::mt19937_64 &rng) {
  ::cuda_agent::Schedule schedule;
  std::vector<int64_t> block;
  for (unsigned loop : kernel.parallelLoops) {
    // Mostly few rows per block.
    std::vector<int64_t> tiles;
    for (int64_t tile : divisors(kernel.loopSizes[loop]))
      if (tile <= 8)
        tiles.push_back(tile);
    block.push_back(pick(tiles, rng));
  }
  schedule.block = block;
  std::vector<int64_t> counts = splitCounts(kernel.loopSizes.back());
  if (!counts.empty())
    schedule.split = pick(counts, rng);
  schedule.fuse = true;
  return schedule;
}

} // namespace

::cuda_agent::Schedule
mlir::cuda_agent::sampleSchedule(const KernelInfo &original,
                                 std::mt19937_64 &rng) {
  ::cuda_agent::Schedule schedule;
  if (original.family == KernelFamily::Row)
    return sampleRowSchedule(original, rng);
  KernelInfo kernel = original;
  // fuse does not combine with interchange yet.
  if (original.fused.empty() && chance(0.2, rng)) {
    std::vector<int64_t> permutation(original.loopSizes.size());
    std::iota(permutation.begin(), permutation.end(), 0);
    std::shuffle(permutation.begin(), permutation.end(), rng);
    schedule.interchange = permutation;
    kernel = interchangeLoops(original, permutation);
  }
  std::vector<int64_t> block, extents;
  for (unsigned loop : kernel.parallelLoops) {
    int64_t size = kernel.loopSizes[loop];
    // Mostly tiled, sometimes kept whole.
    int64_t tile = chance(0.2, rng) ? 0 : pick(divisors(size), rng);
    block.push_back(tile);
    extents.push_back(tile ? tile : size);
  }
  schedule.block = block;
  if (chance(0.9, rng)) {
    std::vector<int64_t> thread;
    for (int64_t extent : extents) {
      std::vector<int64_t> choices = divisors(extent);
      choices.push_back(0);
      thread.push_back(pick(choices, rng));
    }
    schedule.thread = thread;
  }
  if (!kernel.reductionLoops.empty()) {
    if (chance(0.8, rng))
      schedule.reduce = std::vector<int64_t>{
          pick(divisors(kernel.loopSizes[kernel.reductionLoops.back()]), rng)};
    if (chance(0.4, rng))
      schedule.unroll = pick(std::vector<int64_t>{1, 2, 4, 8}, rng);
  }
  if (chance(0.3, rng))
    schedule.vector = pick(std::vector<int64_t>{1, 2, 4}, rng);
  if (chance(0.3, rng)) {
    // A non-empty subset of the inputs, staged in shared memory.
    std::vector<int64_t> operands;
    linalg::LinalgOp anchor = original.anchor;
    int64_t inputs = anchor.getNumDpsInputs();
    for (int64_t operand = 0; operand < inputs; ++operand)
      if (chance(0.5, rng))
        operands.push_back(operand);
    if (operands.empty())
      operands.push_back(pick(std::vector<int64_t>{0, inputs - 1}, rng));
    schedule.promote = operands;
  }
  // A kernel of several ops is only legal fused, and then without the
  // actions fuse does not combine with yet (split only along rows).
  if (!original.fused.empty()) {
    schedule.fuse = true;
    schedule.promote.reset();
    if (schedule.vector == 1)
      schedule.vector.reset();
    if (original.runsAlongRows)
      maybeSplit(kernel, schedule, rng);
    return schedule;
  }
  maybeSplit(kernel, schedule, rng);
  // splitk: the reduction across blocks, for kernels without interchange,
  // split or staging.
  if (kernel.reductionLoops.size() == 1 && !schedule.split &&
      !schedule.interchange && chance(0.15, rng)) {
    std::vector<int64_t> parts =
        splitCounts(kernel.loopSizes[kernel.reductionLoops.back()], 16);
    if (!parts.empty()) {
      schedule.splitk = pick(parts, rng);
      schedule.promote.reset();
    }
  }
  return schedule;
}
