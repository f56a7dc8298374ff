//===- LoopOrder.h - a kernel's loops as a schedule orders them -*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_TUNE_LOOPORDER_H
#define CUDA_AGENT_LIB_TUNE_LOOPORDER_H

#include "cuda-agent/Env/Kernel.h"

#include <numeric>

namespace cuda_agent::tune {

/// The loops after `schedule`'s interchange (loop i is the anchor's loop
/// interchange[i]): the order block/thread/reduce tiles refer to.
struct LoopOrder {
  /// Sizes of the parallel and the reduction loops, each in that order.
  std::vector<int64_t> parallelSizes, reductionSizes;

  /// An interchange of another loop count is ignored (not legal here).
  LoopOrder(const env::Kernel &kernel, const Schedule &schedule) {
    const std::vector<int64_t> &sizes = kernel.getLoopSizes();
    std::vector<int64_t> order(sizes.size());
    std::iota(order.begin(), order.end(), 0);
    if (schedule.interchange && schedule.interchange->size() == sizes.size())
      order = *schedule.interchange;
    const std::vector<unsigned> &reductions = kernel.getReductionLoops();
    for (int64_t loop : order)
      (llvm::is_contained(reductions, unsigned(loop)) ? reductionSizes
                                                      : parallelSizes)
          .push_back(sizes[loop]);
  }
};

} // namespace cuda_agent::tune

#endif // CUDA_AGENT_LIB_TUNE_LOOPORDER_H
