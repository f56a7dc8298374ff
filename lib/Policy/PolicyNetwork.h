//===- PolicyNetwork.h - the policy and value network (LibTorch) -*- C++ -*-===//
//
// A trunk over the normalized observation, a value head, and the action
// heads in the order the environment factors an action: the kind, one tile
// choice per loop, then the value. Each head after the kind scores its
// choices by what they stand for (Env::choiceValues: a tile size, a split
// size, a promote mask...) in the context of the kind and the choices
// before it, so a tile of 64 means the same thing on every kernel. Masked
// choices get no probability.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_LIB_POLICY_POLICYNETWORK_H
#define CUDA_AGENT_LIB_POLICY_POLICYNETWORK_H

#include "cuda-agent/Env/Env.h"

#include <torch/torch.h>

namespace cuda_agent::policy {

/// Heads after the kind: one per tile loop, then the value head.
constexpr int64_t kTileHeads = int64_t(env::kMaxLoops);
constexpr int64_t kChoiceHeads = kTileHeads + 1;
/// What the network knows of one choice (choiceFeatures).
constexpr int64_t kChoiceFeatures = 8;

/// Steps as the network sees them, one row each: the observation, the
/// masks and the choices' meanings at every head, and what was chosen
/// (head by head: kinds [B], choices [B, kChoiceHeads]).
struct StepBatch {
  torch::Tensor observations;                // [B, F] float
  torch::Tensor kindMasks;                   // [B, kStepKinds] bool
  torch::Tensor tileMasks, tileValues;       // [B, kTileHeads, kTileChoices]
  torch::Tensor valueMasks, valueValues;     // [B, kValueChoices]
  torch::Tensor kinds, choices;              // int64
};

/// The features of each choice of a tile head (values [..., kTileChoices],
/// choice 0 the whole loop) or of the value head (values [B,
/// kValueChoices] of kinds [B]): [..., choices, kChoiceFeatures].
torch::Tensor tileChoiceFeatures(const torch::Tensor &values);
torch::Tensor valueChoiceFeatures(const torch::Tensor &values,
                                  const torch::Tensor &kinds);

/// `logits` with the masked-out choices at a probability of zero.
torch::Tensor maskLogits(const torch::Tensor &logits, const torch::Tensor &mask);

struct PolicyNetworkImpl : torch::nn::Module {
  PolicyNetworkImpl(int64_t features, int64_t hidden);

  /// The trunk's state representation [B, H] of observations [B, F].
  torch::Tensor encode(const torch::Tensor &observations);
  /// The value head: expected return from the state [B].
  torch::Tensor stateValue(const torch::Tensor &state);
  torch::Tensor kindLogits(const torch::Tensor &state);
  /// The context of the first choice head once the kind is chosen.
  torch::Tensor firstContext(const torch::Tensor &state,
                             const torch::Tensor &kinds);
  /// Head `head`'s logits [B, C] over choices with features [B, C, K].
  torch::Tensor choiceLogits(const torch::Tensor &context, int64_t head,
                             const torch::Tensor &features);
  /// The next head's context once head `head` chose features [B, K].
  torch::Tensor nextContext(const torch::Tensor &context, int64_t head,
                            const torch::Tensor &chosen);

  /// Log-probability of the recorded choices, entropy (summed over heads)
  /// and state values, each [B] (teacher-forced, for the PPO loss).
  std::tuple<torch::Tensor, torch::Tensor, torch::Tensor>
  evaluate(const StepBatch &batch);

  int64_t featureCount, hiddenSize;
  /// Observation normalization, saved with the weights.
  torch::Tensor featureMean, featureInverseScale;
  torch::nn::Linear input{nullptr}, hidden{nullptr}, critic{nullptr},
      kind{nullptr};
  torch::nn::Embedding kindEmbedding{nullptr}, headEmbedding{nullptr};
  torch::nn::Linear choiceInput{nullptr}, choiceHidden{nullptr},
      choiceOutput{nullptr}, chosenInput{nullptr};
};
TORCH_MODULE(PolicyNetwork);

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_LIB_POLICY_POLICYNETWORK_H
