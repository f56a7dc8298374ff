//===- PolicyNetwork.cpp - the policy and value network (LibTorch) --------===//

#include "PolicyNetwork.h"

using namespace cuda_agent;
using namespace cuda_agent::policy;

namespace {

/// Sizes enter as log2 over this (the largest loops are ~2^16).
constexpr double kLog2Scale = 12.0;
/// Logit of a masked-out choice: exp() of it is 0, and 0 times it is 0 in
/// the entropy (with -inf it would be NaN).
constexpr double kMaskedLogit = -1e9;

torch::Tensor scaledLog2(const torch::Tensor &values) {
  return torch::log2(values.clamp_min(1)) / kLog2Scale;
}

} // namespace

torch::Tensor policy::tileChoiceFeatures(const torch::Tensor &values) {
  torch::Tensor sizes = values.to(torch::kFloat);
  torch::Tensor whole = sizes.narrow(-1, 0, 1).expand_as(sizes);
  torch::Tensor untiled = torch::zeros_like(sizes);
  untiled.narrow(-1, 0, 1).fill_(1);
  torch::Tensor zero = torch::zeros_like(sizes);
  // Tile size, tiles per loop, untiled, loop size.
  return torch::stack({scaledLog2(sizes),
                       (torch::log2(whole.clamp_min(1)) -
                        torch::log2(sizes.clamp_min(1)))
                               .clamp_min(0) /
                           kLog2Scale,
                       untiled, scaledLog2(whole), zero, zero, zero, zero},
                      -1);
}

torch::Tensor policy::valueChoiceFeatures(const torch::Tensor &values,
                                          const torch::Tensor &kinds) {
  torch::Tensor integers = values.to(torch::kLong);
  torch::Tensor promote =
      (kinds == int64_t(env::StepKind::Promote)).unsqueeze(1).to(torch::kFloat);
  torch::Tensor interchange = (kinds == int64_t(env::StepKind::Interchange))
                                  .unsqueeze(1)
                                  .to(torch::kFloat);
  torch::Tensor sized = 1 - promote - interchange;
  std::vector<torch::Tensor> bits;
  torch::Tensor popcount = torch::zeros_like(values, torch::kFloat);
  for (int64_t bit = 0; bit < 4; ++bit) {
    torch::Tensor set = integers.bitwise_right_shift(bit)
                            .bitwise_and(1)
                            .to(torch::kFloat) *
                        promote;
    popcount = popcount + set;
    bits.push_back(set);
  }
  torch::Tensor position =
      torch::arange(values.size(-1), torch::kFloat).expand_as(popcount) /
      double(env::kValueChoices);
  // A size (split, splitk, unroll, vector), the promoted count, the menu
  // position, an interchange's index, the promoted inputs.
  return torch::stack({scaledLog2(values.to(torch::kFloat)) * sized,
                       popcount / 4, position,
                       integers.to(torch::kFloat) * interchange / 16, bits[0],
                       bits[1], bits[2], bits[3]},
                      -1);
}

torch::Tensor policy::maskLogits(const torch::Tensor &logits,
                                 const torch::Tensor &mask) {
  return logits.masked_fill(mask.logical_not(), kMaskedLogit);
}

PolicyNetworkImpl::PolicyNetworkImpl(int64_t features, int64_t hiddenSize)
    : featureCount(features), hiddenSize(hiddenSize) {
  featureMean = register_buffer("feature_mean", torch::zeros({features}));
  featureInverseScale =
      register_buffer("feature_inverse_scale", torch::ones({features}));
  input = register_module("input", torch::nn::Linear(features, hiddenSize));
  hidden = register_module("hidden", torch::nn::Linear(hiddenSize, hiddenSize));
  critic = register_module("critic", torch::nn::Linear(hiddenSize, 1));
  kind = register_module("kind",
                         torch::nn::Linear(hiddenSize, int64_t(env::kStepKinds)));
  kindEmbedding = register_module(
      "kind_embedding",
      torch::nn::Embedding(int64_t(env::kStepKinds), hiddenSize));
  headEmbedding = register_module(
      "head_embedding", torch::nn::Embedding(kChoiceHeads, hiddenSize));
  choiceInput = register_module(
      "choice_input", torch::nn::Linear(kChoiceFeatures, hiddenSize));
  choiceHidden = register_module(
      "choice_hidden", torch::nn::Linear(hiddenSize, hiddenSize / 2));
  choiceOutput =
      register_module("choice_output", torch::nn::Linear(hiddenSize / 2, 1));
  chosenInput = register_module(
      "chosen_input", torch::nn::Linear(kChoiceFeatures, hiddenSize));
  // Orthogonal weights; the action heads start near uniform (PPO practice).
  torch::NoGradGuard noGrad;
  for (auto &[layer, gain] :
       std::vector<std::pair<torch::nn::Linear, double>>{
           {input, std::sqrt(2.0)},
           {hidden, std::sqrt(2.0)},
           {critic, 1.0},
           {kind, 0.01},
           {choiceInput, std::sqrt(2.0)},
           {choiceHidden, std::sqrt(2.0)},
           {choiceOutput, 0.01},
           {chosenInput, 1.0}}) {
    torch::nn::init::orthogonal_(layer->weight, gain);
    torch::nn::init::zeros_(layer->bias);
  }
  kindEmbedding->weight.normal_(0, 0.1);
  headEmbedding->weight.normal_(0, 0.1);
}

torch::Tensor PolicyNetworkImpl::encode(const torch::Tensor &observations) {
  torch::Tensor normalized = (observations - featureMean) * featureInverseScale;
  return torch::tanh(hidden(torch::tanh(input(normalized))));
}

torch::Tensor PolicyNetworkImpl::stateValue(const torch::Tensor &state) {
  return critic(state).squeeze(-1);
}

torch::Tensor PolicyNetworkImpl::kindLogits(const torch::Tensor &state) {
  return kind(state);
}

torch::Tensor PolicyNetworkImpl::firstContext(const torch::Tensor &state,
                                              const torch::Tensor &kinds) {
  return state + kindEmbedding(kinds);
}

torch::Tensor PolicyNetworkImpl::choiceLogits(const torch::Tensor &context,
                                              int64_t head,
                                              const torch::Tensor &features) {
  torch::Tensor headVector =
      headEmbedding->weight.index({head}).view({1, 1, hiddenSize});
  torch::Tensor joined =
      torch::relu(context.unsqueeze(1) + choiceInput(features) + headVector);
  return choiceOutput(torch::relu(choiceHidden(joined))).squeeze(-1);
}

torch::Tensor PolicyNetworkImpl::nextContext(const torch::Tensor &context,
                                             int64_t head,
                                             const torch::Tensor &chosen) {
  return context + chosenInput(chosen) + headEmbedding->weight.index({head});
}

namespace {

/// Log-probability of `chosen` [B] and the entropy under masked logits.
std::pair<torch::Tensor, torch::Tensor>
scoreChoice(const torch::Tensor &logits, const torch::Tensor &mask,
            const torch::Tensor &chosen) {
  torch::Tensor logProbabilities =
      torch::log_softmax(maskLogits(logits, mask), -1);
  torch::Tensor entropy =
      -(logProbabilities.exp() * logProbabilities).sum(-1);
  return {logProbabilities.gather(-1, chosen.unsqueeze(-1)).squeeze(-1),
          entropy};
}

} // namespace

std::tuple<torch::Tensor, torch::Tensor, torch::Tensor>
PolicyNetworkImpl::evaluate(const StepBatch &batch) {
  torch::Tensor state = encode(batch.observations);
  torch::Tensor values = stateValue(state);
  auto [logProbability, entropy] =
      scoreChoice(kindLogits(state), batch.kindMasks, batch.kinds);
  torch::Tensor context = firstContext(state, batch.kinds);
  for (int64_t head = 0; head < kChoiceHeads; ++head) {
    bool tile = head < kTileHeads;
    torch::Tensor features =
        tile ? tileChoiceFeatures(batch.tileValues.select(1, head))
             : valueChoiceFeatures(batch.valueValues, batch.kinds);
    torch::Tensor mask =
        tile ? batch.tileMasks.select(1, head) : batch.valueMasks;
    torch::Tensor chosen = batch.choices.select(1, head);
    auto [headLogProbability, headEntropy] =
        scoreChoice(choiceLogits(context, head, features), mask, chosen);
    logProbability = logProbability + headLogProbability;
    entropy = entropy + headEntropy;
    if (head + 1 < kChoiceHeads) {
      torch::Tensor index =
          chosen.view({-1, 1, 1}).expand({-1, 1, kChoiceFeatures});
      context = nextContext(context, head,
                            features.gather(1, index).squeeze(1));
    }
  }
  return {logProbability, entropy, values};
}
