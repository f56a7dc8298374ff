//===- Decide.h - choosing actions head by head for many episodes -*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_POLICY_DECIDE_H
#define CUDA_AGENT_LIB_POLICY_DECIDE_H

#include "PolicyNetwork.h"

#include "cuda-agent/Policy/Policy.h"

#include "llvm/ADT/ArrayRef.h"

#include <random>

namespace cuda_agent::policy {

/// Steps recorded for training, row by row in flat buffers (a StepBatch
/// once gathered), with what the policy thought when it chose them.
struct StepRecord {
  size_t rows = 0;
  std::vector<float> observations;
  std::vector<uint8_t> kindMasks, tileMasks, valueMasks;
  std::vector<int64_t> tileValues, valueValues, kinds, choices;
  std::vector<float> logProbabilities, values;

  void append(const StepRecord &other);
  /// Appends row `row` of `other`.
  void appendRow(const StepRecord &other, size_t row);
  /// Every row, as tensors.
  StepBatch toBatch(int64_t featureCount) const;
};

/// The next action of each episode (none of them done), chosen head by head
/// along the legal-action masks with one forward pass per head for all of
/// them; appends their rows to `record` where given. `guides` (empty, or
/// one per episode, null for none) lean each head's choice toward a
/// schedule (Policy::play).
std::vector<env::Action> decide(PolicyNetworkImpl &network,
                                llvm::ArrayRef<env::Env *> episodes, Mode mode,
                                std::mt19937_64 &rng,
                                StepRecord *record = nullptr,
                                llvm::ArrayRef<const Schedule *> guides = {});

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_LIB_POLICY_DECIDE_H
