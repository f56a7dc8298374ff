//===- LoopOrder.h - a kernel's loops as a schedule orders them -*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_TUNE_LOOPORDER_H
#define CUDA_AGENT_LIB_TUNE_LOOPORDER_H

#include "cuda-agent/Env/Kernel.h"

#include <numeric>

namespace cuda_agent::tune {

/// The loops after `schedule`'s interchange (loop i is the anchor's loop
/// order[i]): the order block/thread/reduce tiles refer to.
struct LoopOrder {
  std::vector<int64_t> order;
  /// Sizes of the parallel and the reduction loops, each in that order.
  std::vector<int64_t> parallelSizes, reductionSizes;
  /// Where the parallel loops are in `order`.
  std::vector<size_t> parallelPositions;

  /// An interchange of another loop count is ignored (not legal here).
  LoopOrder(const env::Kernel &kernel, const Schedule &schedule) {
    const std::vector<int64_t> &sizes = kernel.getLoopSizes();
    order.resize(sizes.size());
    std::iota(order.begin(), order.end(), 0);
    if (schedule.interchange && schedule.interchange->size() == sizes.size())
      order = *schedule.interchange;
    const std::vector<unsigned> &reductions = kernel.getReductionLoops();
    for (auto [position, loop] : llvm::enumerate(order)) {
      if (llvm::is_contained(reductions, unsigned(loop))) {
        reductionSizes.push_back(sizes[loop]);
      } else {
        parallelSizes.push_back(sizes[loop]);
        parallelPositions.push_back(position);
      }
    }
  }
};

} // namespace cuda_agent::tune

#endif // CUDA_AGENT_LIB_TUNE_LOOPORDER_H
