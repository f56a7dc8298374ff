//===- Decide.cpp - choosing actions head by head for many episodes -------===//

#include "Decide.h"

using namespace cuda_agent;
using namespace cuda_agent::policy;

void StepRecord::append(const StepRecord &other) {
  auto extend = [](auto &to, const auto &from) {
    to.insert(to.end(), from.begin(), from.end());
  };
  rows += other.rows;
  extend(observations, other.observations);
  extend(kindMasks, other.kindMasks);
  extend(tileMasks, other.tileMasks);
  extend(valueMasks, other.valueMasks);
  extend(tileValues, other.tileValues);
  extend(valueValues, other.valueValues);
  extend(kinds, other.kinds);
  extend(choices, other.choices);
  extend(logProbabilities, other.logProbabilities);
  extend(values, other.values);
}

void StepRecord::appendRow(const StepRecord &other, size_t row) {
  auto extend = [&](auto &to, const auto &from, size_t width) {
    to.insert(to.end(), from.begin() + row * width,
              from.begin() + (row + 1) * width);
  };
  size_t features = other.observations.size() / other.rows;
  size_t tileChoices = kTileHeads * env::kTileChoices;
  ++rows;
  extend(observations, other.observations, features);
  extend(kindMasks, other.kindMasks, env::kStepKinds);
  extend(tileMasks, other.tileMasks, tileChoices);
  extend(valueMasks, other.valueMasks, env::kValueChoices);
  extend(tileValues, other.tileValues, tileChoices);
  extend(valueValues, other.valueValues, env::kValueChoices);
  extend(kinds, other.kinds, 1);
  extend(choices, other.choices, kChoiceHeads);
  extend(logProbabilities, other.logProbabilities, 1);
  extend(values, other.values, 1);
}

namespace {

template <typename T>
torch::Tensor tensorOf(const std::vector<T> &data,
                       std::vector<int64_t> shape) {
  torch::Dtype dtype = std::is_same_v<T, float>     ? torch::kFloat
                       : std::is_same_v<T, int64_t> ? torch::kLong
                                                    : torch::kUInt8;
  return torch::from_blob(const_cast<T *>(data.data()), shape, dtype).clone();
}

} // namespace

StepBatch StepRecord::toBatch(int64_t featureCount) const {
  int64_t n = int64_t(rows);
  StepBatch batch;
  batch.observations = tensorOf(observations, {n, featureCount});
  batch.kindMasks =
      tensorOf(kindMasks, {n, int64_t(env::kStepKinds)}).to(torch::kBool);
  batch.tileMasks =
      tensorOf(tileMasks, {n, kTileHeads, int64_t(env::kTileChoices)})
          .to(torch::kBool);
  batch.tileValues =
      tensorOf(tileValues, {n, kTileHeads, int64_t(env::kTileChoices)});
  batch.valueMasks =
      tensorOf(valueMasks, {n, int64_t(env::kValueChoices)}).to(torch::kBool);
  batch.valueValues = tensorOf(valueValues, {n, int64_t(env::kValueChoices)});
  batch.kinds = tensorOf(kinds, {n});
  batch.choices = tensorOf(choices, {n, kChoiceHeads});
  return batch;
}

namespace {

/// Per row of `logits` [B, C] under `masks` (B x C flags): the chosen
/// index and its log-probability.
std::vector<std::pair<int64_t, float>> choose(torch::Tensor logits,
                                              const std::vector<uint8_t> &masks,
                                              Mode mode, std::mt19937_64 &rng,
                                              const std::vector<float> &bias) {
  int64_t rows = logits.size(0), choices = logits.size(1);
  torch::Tensor mask = tensorOf(masks, {rows, choices}).to(torch::kBool);
  if (!bias.empty())
    logits = logits + tensorOf(bias, {rows, choices});
  torch::Tensor logProbabilities =
      torch::log_softmax(maskLogits(logits, mask), -1).contiguous();
  auto table = logProbabilities.accessor<float, 2>();
  std::vector<std::pair<int64_t, float>> result;
  std::uniform_real_distribution<double> uniform(0, 1);
  for (int64_t row = 0; row < rows; ++row) {
    const uint8_t *legal = &masks[row * choices];
    int64_t chosen = -1;
    if (mode == Mode::Sample) {
      double draw = uniform(rng), cumulative = 0;
      for (int64_t choice = 0; choice < choices; ++choice) {
        if (!legal[choice])
          continue;
        chosen = choice;
        cumulative += std::exp(double(table[row][choice]));
        if (draw < cumulative)
          break;
      }
    } else {
      for (int64_t choice = 0; choice < choices; ++choice)
        if (legal[choice] &&
            (chosen < 0 || table[row][choice] > table[row][chosen]))
          chosen = choice;
    }
    assert(chosen >= 0 && "a head with no legal choice");
    result.push_back({chosen, table[row][chosen]});
  }
  return result;
}

void appendMask(std::vector<uint8_t> &to, const std::vector<bool> &mask) {
  to.insert(to.end(), mask.begin(), mask.end());
}

/// How strongly a guide leans a head: the logit bonus of the guide's own
/// choice, and the penalty per octave a size is off the guide's.
constexpr float kGuideStrength = 2;

/// The guide's choice of kind: the first kind still open (in `mask`) that
/// the guide holds, else Stop.
void addKindBias(const uint8_t *mask, const Schedule &guide, float *bias) {
  for (size_t kind = 0; kind + 1 < env::kStepKinds; ++kind)
    if (mask[kind] && guide.has(env::getActionKind(env::StepKind(kind)))) {
      bias[kind] = kGuideStrength;
      return;
    }
  bias[size_t(env::StepKind::Stop)] = kGuideStrength;
}

/// Sizes near `target` (tiles, split sizes, factors): minus the strength
/// per octave off it.
void addSizeBias(llvm::ArrayRef<int64_t> meanings, int64_t target,
                 float *bias) {
  for (auto [choice, size] : llvm::enumerate(meanings))
    if (size > 0)
      bias[choice] = -kGuideStrength *
                     float(std::abs(std::log2(double(size) / double(target))));
}

/// The guide's tile of loop `head` for a step of `kind` (none: the guide
/// does not tile with that kind, or has no such loop). An untiled loop's
/// size is the whole loop, as choice 0 means.
std::optional<int64_t> guideTile(const Schedule &guide, env::StepKind kind,
                                 size_t head, int64_t wholeLoop) {
  const std::optional<std::vector<int64_t>> &tiles =
      kind == env::StepKind::Block    ? guide.block
      : kind == env::StepKind::Thread ? guide.thread
                                      : guide.reduce;
  if (!tiles || head >= tiles->size())
    return std::nullopt;
  return (*tiles)[head] > 0 ? (*tiles)[head] : wholeLoop;
}

/// The value head's bias toward the guide: the nearest size (split, splitk,
/// pipeline, unroll, vector) or the very choice (promote, interchange: compared
/// on the schedule the action makes).
void addValueBias(const env::Env &episode, env::Action action,
                  const std::vector<bool> &mask,
                  llvm::ArrayRef<int64_t> meanings, const Schedule &guide,
                  float *bias) {
  std::optional<int64_t> target;
  switch (action.kind) {
  case env::StepKind::Split:
    target = guide.split;
    break;
  case env::StepKind::SplitK:
    target = guide.splitk;
    break;
  case env::StepKind::Pipeline:
    target = guide.pipeline;
    break;
  case env::StepKind::Unroll:
    target = guide.unroll;
    break;
  case env::StepKind::Vector:
    target = guide.vector;
    break;
  case env::StepKind::Promote:
  case env::StepKind::Interchange: {
    ActionKind kind = env::getActionKind(action.kind);
    if (!guide.has(kind))
      return;
    Schedule theirs;
    theirs.copyAction(kind, guide);
    for (size_t choice = 0; choice < mask.size(); ++choice) {
      if (!mask[choice])
        continue;
      action.value = uint16_t(choice);
      llvm::Expected<Schedule> next = episode.apply(action);
      if (!next) {
        llvm::consumeError(next.takeError());
        continue;
      }
      Schedule mine;
      mine.copyAction(kind, *next);
      if (mine == theirs)
        bias[choice] = kGuideStrength;
    }
    return;
  }
  default:
    return;
  }
  if (target && *target > 0)
    addSizeBias(meanings, *target, bias);
}

} // namespace

std::vector<env::Action>
policy::decide(PolicyNetworkImpl &network, llvm::ArrayRef<env::Env *> episodes,
               Mode mode, std::mt19937_64 &rng, StepRecord *record,
               llvm::ArrayRef<const Schedule *> guides) {
  assert((guides.empty() || guides.size() == episodes.size()) &&
         "one guide per episode");
  auto guideOf = [&](size_t index) -> const Schedule * {
    return guides.empty() ? nullptr : guides[index];
  };
  bool guided = llvm::any_of(guides, [](const Schedule *g) { return g; });
  torch::NoGradGuard noGrad;
  int64_t count = int64_t(episodes.size());
  StepRecord step;
  step.rows = episodes.size();
  for (env::Env *episode : episodes) {
    std::vector<float> observation = episode->observation();
    step.observations.insert(step.observations.end(), observation.begin(),
                             observation.end());
    appendMask(step.kindMasks, episode->kindMask());
  }
  torch::Tensor state = network.encode(
      tensorOf(step.observations, {count, network.featureCount}));
  torch::Tensor values = network.stateValue(state);

  std::vector<env::Action> actions(episodes.size());
  std::vector<float> logProbabilities(episodes.size(), 0);
  std::vector<float> kindBias;
  if (guided) {
    kindBias.assign(episodes.size() * env::kStepKinds, 0);
    for (auto [index, episode] : llvm::enumerate(episodes))
      if (const Schedule *guide = guideOf(index))
        addKindBias(&step.kindMasks[index * env::kStepKinds], *guide,
                    &kindBias[index * env::kStepKinds]);
  }
  for (auto [index, choice] : llvm::enumerate(choose(
           network.kindLogits(state), step.kindMasks, mode, rng, kindBias))) {
    actions[index].kind = env::StepKind(choice.first);
    step.kinds.push_back(choice.first);
    logProbabilities[index] += choice.second;
  }
  for (auto [episode, action] : llvm::zip_equal(episodes, actions)) {
    env::ChoiceValues meanings = episode->choiceValues(action.kind);
    for (const auto &head : meanings.tiles)
      step.tileValues.insert(step.tileValues.end(), head.begin(), head.end());
    step.valueValues.insert(step.valueValues.end(), meanings.values.begin(),
                            meanings.values.end());
  }
  torch::Tensor kinds = tensorOf(step.kinds, {count});
  torch::Tensor tileValues = tensorOf(
      step.tileValues, {count, kTileHeads, int64_t(env::kTileChoices)});
  torch::Tensor valueValues =
      tensorOf(step.valueValues, {count, int64_t(env::kValueChoices)});
  torch::Tensor context = network.firstContext(state, kinds);
  std::vector<int64_t> chosen(episodes.size() * kChoiceHeads);
  for (int64_t head = 0; head < kChoiceHeads; ++head) {
    bool tile = head < kTileHeads;
    std::vector<uint8_t> masks;
    size_t width = tile ? env::kTileChoices : env::kValueChoices;
    std::vector<float> bias(guided ? episodes.size() * width : 0, 0);
    for (auto [index, episode] : llvm::enumerate(episodes)) {
      const env::Action &action = actions[index];
      std::vector<bool> mask = tile ? episode->tileMask(action, size_t(head))
                                    : episode->valueMask(action);
      appendMask(masks, mask);
      const Schedule *guide = guideOf(index);
      if (!guide)
        continue;
      const int64_t *meanings =
          tile ? &step.tileValues[(index * kTileHeads + head) *
                                  env::kTileChoices]
               : &step.valueValues[index * env::kValueChoices];
      float *row = &bias[index * width];
      if (!tile)
        addValueBias(*episode, action, mask, {meanings, width}, *guide, row);
      else if (std::optional<int64_t> target =
                   guideTile(*guide, action.kind, size_t(head), meanings[0]))
        addSizeBias({meanings, width}, *target, row);
    }
    if (tile) {
      // Rows are episode-major: [episode][head][choice].
      step.tileMasks.resize(episodes.size() * kTileHeads * env::kTileChoices);
      for (size_t index = 0; index < episodes.size(); ++index)
        std::copy_n(&masks[index * env::kTileChoices], env::kTileChoices,
                    &step.tileMasks[(index * kTileHeads + head) *
                                    env::kTileChoices]);
    } else {
      step.valueMasks = masks;
    }
    torch::Tensor features =
        tile ? tileChoiceFeatures(tileValues.select(1, head))
             : valueChoiceFeatures(valueValues, kinds);
    std::vector<std::pair<int64_t, float>> choices = choose(
        network.choiceLogits(context, head, features), masks, mode, rng, bias);
    std::vector<int64_t> picked;
    for (auto [index, choice] : llvm::enumerate(choices)) {
      if (tile)
        actions[index].tiles[head] = uint8_t(choice.first);
      else
        actions[index].value = uint16_t(choice.first);
      chosen[index * kChoiceHeads + head] = choice.first;
      logProbabilities[index] += choice.second;
      picked.push_back(choice.first);
    }
    if (head + 1 < kChoiceHeads) {
      torch::Tensor index = tensorOf(picked, {count, 1, 1})
                                .expand({count, 1, kChoiceFeatures});
      context = network.nextContext(context, head,
                                    features.gather(1, index).squeeze(1));
    }
  }
  if (record) {
    step.choices = std::move(chosen);
    step.logProbabilities = std::move(logProbabilities);
    float *valueData = values.contiguous().data_ptr<float>();
    step.values.assign(valueData, valueData + count);
    record->append(step);
  }
  return actions;
}
