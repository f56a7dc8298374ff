//===- Env.cpp - the scheduling environment the policy acts in ------------===//

#include "cuda-agent/Env/Env.h"

#include "cuda-agent/Env/CostCorrection.h"

#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <numeric>

using namespace cuda_agent;
using namespace cuda_agent::env;

llvm::StringRef cuda_agent::env::getStepKindName(StepKind kind) {
  // A kind is named after the action it decides.
  return kind == StepKind::Stop ? "stop" : getActionName(getActionKind(kind));
}

llvm::StringRef cuda_agent::env::getOutcomeName(Outcome outcome) {
  switch (outcome) {
  case Outcome::None:
    return "none";
  case Outcome::IllegalAction:
    return "illegal_action";
  case Outcome::Measured:
    return "measured";
  case Outcome::CompileFailure:
    return "compile_failure";
  case Outcome::RuntimeFailure:
    return "runtime_failure";
  case Outcome::WrongResult:
    return "wrong_result";
  }
  return "";
}

namespace {

/// The schedule action of each step kind, in step order.
constexpr ActionKind kStepActions[] = {
    ActionKind::Wgmma,    ActionKind::Mma,    ActionKind::Interchange,
    ActionKind::Block,    ActionKind::Thread, ActionKind::Reduce,
    ActionKind::Split,    ActionKind::SplitK, ActionKind::Promote,
    ActionKind::Pipeline, ActionKind::Unroll, ActionKind::Vector};
static_assert(std::size(kStepActions) == kStepKinds - 1);

} // namespace

StepKind cuda_agent::env::getNextStepKind(const Schedule &schedule) {
  size_t next = 0;
  for (auto [index, kind] : llvm::enumerate(kStepActions))
    if (schedule.has(kind))
      next = index + 1;
  return StepKind(next);
}

ActionKind cuda_agent::env::getActionKind(StepKind kind) {
  assert(kind != StepKind::Stop && "Stop decides no action");
  return kStepActions[size_t(kind)];
}

bool Action::operator<(const Action &other) const {
  return std::tie(kind, tiles, value) <
         std::tie(other.kind, other.tiles, other.value);
}

RewardSource::~RewardSource() = default;

llvm::Expected<llvm::json::Object> RewardSource::profile(const Kernel &,
                                                         const Schedule &) {
  return llvm::createStringError(
      "this reward source reads no hardware counters (the GPU's does)");
}

namespace {

class ZeroReward : public RewardSource {
public:
  Evaluation evaluate(const Kernel &, const Schedule &) override {
    return Evaluation{Outcome::Measured, 0, 0, 0, ""};
  }
};

class ModelReward : public RewardSource {
public:
  explicit ModelReward(std::shared_ptr<const CostCorrection> correction)
      : correction(std::move(correction)) {}

  Evaluation evaluate(const Kernel &kernel, const Schedule &schedule) override {
    double seconds = timeOf(kernel, schedule);
    double baseline = timeOf(kernel, Schedule());
    return Evaluation{Outcome::Measured, std::log(baseline / seconds), seconds,
                      baseline, ""};
  }

private:
  double timeOf(const Kernel &kernel, const Schedule &schedule) const {
    double seconds = kernel.estimateSeconds(schedule);
    return correction
               ? correction->correct(getCostFeatures(kernel, schedule), seconds)
               : seconds;
  }

  std::shared_ptr<const CostCorrection> correction;
};

constexpr int64_t kUnrollFactors[] = {2, 4, 8, 16};
/// Software-pipeline stages (mma: up to kMaxPipelineStages; wgmma: as many
/// as shared memory holds).
constexpr int64_t kPipelineStages[] = {2, 3, 4, 5, 6};
/// The one choice of a flag kind (wgmma, mma).
constexpr int64_t kFlagChoice[] = {1};
constexpr int64_t kVectorWidths[] = {1, 2, 4};
constexpr int64_t kMaxSplitThreads = 1024;
constexpr int64_t kMaxSplitKParts = 256;

/// The menus of one kernel under one loop order (interchange changes it).
struct Menus {
  /// Per loop position: the divisors of its trip count.
  std::vector<std::vector<int64_t>> divisors;
  std::vector<unsigned> parallel, reduction;
  /// split: divisors >= 2 of the row (innermost reduction) length.
  std::vector<int64_t> split, splitk;
  /// interchange: permutations of the parallel loops, identity excluded.
  std::vector<std::vector<int64_t>> permutations;
};

Menus menusFor(const Kernel &kernel, const Schedule &schedule) {
  Menus menus;
  std::vector<int64_t> order(kernel.getLoopSizes().size());
  std::iota(order.begin(), order.end(), 0);
  if (schedule.interchange)
    order = *schedule.interchange;
  for (int64_t loop : order) {
    menus.divisors.push_back(mlir::cuda_agent::divisors(kernel.getLoopSizes()[loop]));
    bool reduction = llvm::is_contained(kernel.getReductionLoops(), loop);
    (reduction ? menus.reduction : menus.parallel)
        .push_back(menus.divisors.size() - 1);
  }
  if (!kernel.getReductionLoops().empty()) {
    int64_t length = kernel.getLoopSizes()[kernel.getReductionLoops().back()];
    for (int64_t d : mlir::cuda_agent::divisors(length)) {
      if (d >= 2 && d <= kMaxSplitThreads)
        menus.split.push_back(d);
      if (d >= 2 && d <= kMaxSplitKParts)
        menus.splitk.push_back(d);
    }
  }
  // Reduction loops keep their places; the parallel loops are permuted.
  std::vector<int64_t> parallel(kernel.getParallelLoops().begin(),
                                kernel.getParallelLoops().end());
  std::vector<int64_t> permuted = parallel;
  while (std::next_permutation(permuted.begin(), permuted.end())) {
    std::vector<int64_t> full(kernel.getLoopSizes().size());
    std::iota(full.begin(), full.end(), 0);
    for (auto [position, loop] : llvm::zip_equal(parallel, permuted))
      full[position] = loop;
    menus.permutations.push_back(full);
  }
  return menus;
}

/// The tile vector an action's tile choices stand for over `loops`.
llvm::Expected<std::vector<int64_t>>
tilesOf(const Action &action, const Menus &menus,
        const std::vector<unsigned> &loops) {
  std::vector<int64_t> tiles;
  for (auto [index, position] : llvm::enumerate(loops)) {
    uint8_t choice = action.tiles[index];
    const std::vector<int64_t> &divisors = menus.divisors[position];
    if (choice > divisors.size())
      return llvm::createStringError(llvm::formatv(
          "tile choice {0} of loop {1}: it has {2} divisors", choice, index,
          divisors.size()));
    tiles.push_back(choice ? divisors[choice - 1] : 0);
  }
  for (size_t index = loops.size(); index < kMaxLoops; ++index)
    if (action.tiles[index])
      return llvm::createStringError(llvm::formatv(
          "tile choice for loop {0}: there are {1} such loops", index,
          loops.size()));
  return tiles;
}

/// Every combination of tile choices over `loops` (0 .. divisors each);
/// with `extents` (by loop position), only tiles that divide them.
std::vector<std::array<uint8_t, kMaxLoops>>
tileChoices(const Menus &menus, const std::vector<unsigned> &loops,
            const std::vector<int64_t> &extents = {}) {
  std::vector<std::array<uint8_t, kMaxLoops>> result(1);
  for (auto [index, position] : llvm::enumerate(loops)) {
    std::vector<std::array<uint8_t, kMaxLoops>> extended;
    const std::vector<int64_t> &divisors = menus.divisors[position];
    size_t choices = std::min(divisors.size() + 1, kTileChoices);
    for (const auto &prefix : result)
      for (size_t choice = 0; choice < choices; ++choice) {
        if (choice && !extents.empty() &&
            extents[position] % divisors[choice - 1] != 0)
          continue;
        auto next = prefix;
        next[index] = uint8_t(choice);
        extended.push_back(next);
      }
    result = std::move(extended);
  }
  return result;
}

} // namespace

std::unique_ptr<RewardSource> cuda_agent::env::createZeroReward() {
  return std::make_unique<ZeroReward>();
}

std::unique_ptr<RewardSource> cuda_agent::env::createModelReward(
    std::shared_ptr<const CostCorrection> correction) {
  return std::make_unique<ModelReward>(std::move(correction));
}

/// Legal action lists by state, shared by an env and its forks.
struct cuda_agent::env::LegalActionCache {
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<const std::vector<Action>>> lists;
};

Env::Env(std::shared_ptr<Kernel> kernel, std::shared_ptr<RewardSource> rewards,
         uint64_t seed)
    : kernel(std::move(kernel)), rewards(std::move(rewards)), rng(seed),
      cache(std::make_shared<LegalActionCache>()) {}

llvm::Expected<Env> Env::create(llvm::StringRef kernelPath,
                                std::shared_ptr<RewardSource> rewards,
                                uint64_t seed) {
  llvm::Expected<std::shared_ptr<Kernel>> kernel = Kernel::load(kernelPath);
  if (!kernel)
    return kernel.takeError();
  return create(std::move(*kernel), std::move(rewards), seed);
}

Env Env::create(std::shared_ptr<Kernel> kernel,
                std::shared_ptr<RewardSource> rewards, uint64_t seed) {
  return Env(std::move(kernel), std::move(rewards), seed);
}

std::vector<float> Env::reset(std::optional<uint64_t> seed) {
  if (seed)
    rng.seed(*seed);
  current = Schedule();
  nextKind = 0;
  finished = false;
  legal.reset();
  return observation();
}

std::vector<float> Env::observation() const {
  return kernel->features(current, nextKind);
}

std::string Env::schedule() const { return current.str(); }

namespace {

/// The sizes the value head of a sized kind chooses among (split, splitk,
/// pipeline, unroll, vector).
llvm::ArrayRef<int64_t> sizeMenu(StepKind kind, const Menus &menus) {
  switch (kind) {
  case StepKind::Split:
    return menus.split;
  case StepKind::SplitK:
    return menus.splitk;
  case StepKind::Pipeline:
    return kPipelineStages;
  case StepKind::Unroll:
    return kUnrollFactors;
  case StepKind::Vector:
    return kVectorWidths;
  default:
    return {};
  }
}

/// The first and one-past-last value of a value kind's head (split, splitk,
/// pipeline, unroll, vector: menu indices; promote: non-empty input masks;
/// wgmma, mma: their one choice).
std::pair<size_t, size_t> valueRange(StepKind kind, const Menus &menus,
                                     unsigned inputs) {
  switch (kind) {
  case StepKind::Wgmma:
  case StepKind::Mma:
    return {0, std::size(kFlagChoice)};
  case StepKind::Split:
  case StepKind::SplitK:
  case StepKind::Pipeline:
  case StepKind::Unroll:
  case StepKind::Vector:
    return {0, std::min(sizeMenu(kind, menus).size(), kValueChoices)};
  case StepKind::Promote:
    return {1, size_t(1) << inputs};
  default:
    return {0, 0};
  }
}

/// `from` with `action` applied (the menus are `from`'s); `nextKind` is the
/// first kind still open.
llvm::Expected<Schedule> applyAction(const Kernel &kernel, const Menus &menus,
                                     const Schedule &from, size_t nextKind,
                                     const Action &action) {
  if (size_t(action.kind) >= kStepKinds)
    return llvm::createStringError("no such action kind");
  if (action.kind == StepKind::Stop)
    return from;
  if (size_t(action.kind) < nextKind)
    return llvm::createStringError(
        "'" + getStepKindName(action.kind) +
        "' comes before the kinds already decided (" +
        getStepKindName(StepKind(nextKind)) + " or later)");
  Schedule next = from;
  auto valueOf = [&](llvm::ArrayRef<int64_t> menu) -> llvm::Expected<int64_t> {
    if (action.value >= menu.size())
      return llvm::createStringError(
          llvm::formatv("value {0} of '{1}': the menu has {2} entries",
                        action.value, getStepKindName(action.kind),
                        menu.size()));
    return menu[action.value];
  };
  bool usesTiles = action.kind == StepKind::Block ||
                   action.kind == StepKind::Thread ||
                   action.kind == StepKind::Reduce;
  if (!usesTiles && llvm::any_of(action.tiles, [](uint8_t t) { return t; }))
    return llvm::createStringError("'" + getStepKindName(action.kind) +
                                   "' takes no tile choices");
  if (usesTiles && action.value)
    return llvm::createStringError("'" + getStepKindName(action.kind) +
                                   "' takes no value");
  switch (action.kind) {
  case StepKind::Wgmma:
  case StepKind::Mma:
    if (action.value)
      return llvm::createStringError("'" + getStepKindName(action.kind) +
                                     "' takes value 0 only");
    (action.kind == StepKind::Wgmma ? next.wgmma : next.mma) = true;
    break;
  case StepKind::Interchange: {
    if (action.value >= menus.permutations.size())
      return llvm::createStringError(llvm::formatv(
          "interchange {0}: the kernel has {1} permutations of its parallel "
          "loops besides the identity",
          action.value, menus.permutations.size()));
    next.interchange = menus.permutations[action.value];
    break;
  }
  case StepKind::Block:
  case StepKind::Thread:
  case StepKind::Reduce: {
    const std::vector<unsigned> &loops = action.kind == StepKind::Reduce
                                             ? menus.reduction
                                             : menus.parallel;
    llvm::Expected<std::vector<int64_t>> tiles = tilesOf(action, menus, loops);
    if (!tiles)
      return tiles.takeError();
    (action.kind == StepKind::Block    ? next.block
     : action.kind == StepKind::Thread ? next.thread
                                       : next.reduce) = *tiles;
    break;
  }
  case StepKind::Split:
  case StepKind::SplitK:
  case StepKind::Pipeline:
  case StepKind::Unroll:
  case StepKind::Vector: {
    llvm::Expected<int64_t> value = valueOf(sizeMenu(action.kind, menus));
    if (!value)
      return value.takeError();
    (action.kind == StepKind::Split      ? next.split
     : action.kind == StepKind::SplitK   ? next.splitk
     : action.kind == StepKind::Pipeline ? next.pipeline
     : action.kind == StepKind::Unroll   ? next.unroll
                                         : next.vector) = *value;
    break;
  }
  case StepKind::Promote: {
    unsigned inputs = kernel.getInputCount();
    if (action.value == 0 || action.value >= (1u << inputs))
      return llvm::createStringError(llvm::formatv(
          "promote mask {0}: the anchor has {1} inputs", action.value, inputs));
    std::vector<int64_t> operands;
    for (unsigned input = 0; input < inputs; ++input)
      if (action.value & (1u << input))
        operands.push_back(input);
    next.promote = operands;
    break;
  }
  case StepKind::Stop:
    break;
  }
  return next;
}

} // namespace

llvm::Expected<Schedule> Env::apply(const Action &action) const {
  return applyAction(*kernel, menusFor(*kernel, current), current, nextKind,
                     action);
}

ChoiceValues Env::choiceValues(StepKind kind) const {
  ChoiceValues result;
  Menus menus = menusFor(*kernel, current);
  auto fill = [](auto &row, llvm::ArrayRef<int64_t> menu, size_t first = 0) {
    for (size_t index = 0; index < menu.size() && first + index < row.size();
         ++index)
      row[first + index] = menu[index];
  };
  switch (kind) {
  case StepKind::Block:
  case StepKind::Thread:
  case StepKind::Reduce: {
    const std::vector<unsigned> &loops =
        kind == StepKind::Reduce ? menus.reduction : menus.parallel;
    for (auto [head, position] : llvm::enumerate(loops)) {
      const std::vector<int64_t> &divisors = menus.divisors[position];
      result.tiles[head][0] = divisors.back();
      fill(result.tiles[head], divisors, 1);
    }
    break;
  }
  case StepKind::Split:
  case StepKind::SplitK:
  case StepKind::Pipeline:
  case StepKind::Unroll:
  case StepKind::Vector:
    fill(result.values, sizeMenu(kind, menus));
    break;
  case StepKind::Wgmma:
  case StepKind::Mma:
    fill(result.values, kFlagChoice);
    break;
  case StepKind::Promote:
  case StepKind::Interchange: {
    size_t count = kind == StepKind::Promote
                       ? size_t(1) << kernel->getInputCount()
                       : menus.permutations.size();
    for (size_t value = 0; value < std::min(count, kValueChoices); ++value)
      result.values[value] = int64_t(value);
    break;
  }
  case StepKind::Stop:
    break;
  }
  return result;
}

const std::vector<Action> &Env::legalActions() const {
  if (legal)
    return *legal;
  std::string key = current.str() + "@" + std::to_string(nextKind);
  {
    std::lock_guard<std::mutex> lock(cache->mutex);
    auto found = cache->lists.find(key);
    if (found != cache->lists.end()) {
      legal = found->second;
      return *legal;
    }
  }
  Menus menus = menusFor(*kernel, current);
  std::vector<Action> actions;
  unsigned inputs = kernel->getInputCount();
  // Whether one later value action makes `schedule` legal (block(1) of a
  // row sum needs the split that comes after it). The value kinds' menus
  // do not depend on the loop order, so the current menus serve.
  auto completable = [&](const Schedule &schedule, StepKind after) {
    for (size_t kind = size_t(after) + 1; kind + 1 < kStepKinds; ++kind) {
      Action later;
      later.kind = StepKind(kind);
      auto [first, end] = valueRange(later.kind, menus, inputs);
      for (size_t value = first; value < end; ++value) {
        later.value = uint16_t(value);
        llvm::Expected<Schedule> completed =
            applyAction(*kernel, menus, schedule, kind, later);
        if (!completed)
          llvm::consumeError(completed.takeError());
        else if (kernel->isLegal(*completed))
          return true;
      }
    }
    return false;
  };
  auto consider = [&](const Action &action) {
    llvm::Expected<Schedule> next =
        applyAction(*kernel, menus, current, nextKind, action);
    if (!next) {
      llvm::consumeError(next.takeError());
      return;
    }
    if (kernel->isLegal(*next) || completable(*next, action.kind))
      actions.push_back(action);
  };
  for (size_t kind = nextKind; kind + 1 < kStepKinds; ++kind) {
    Action action;
    action.kind = StepKind(kind);
    switch (action.kind) {
    case StepKind::Interchange:
      for (size_t i = 0; i < menus.permutations.size(); ++i) {
        action.value = uint16_t(i);
        consider(action);
      }
      break;
    case StepKind::Block:
    case StepKind::Reduce:
      for (const auto &tiles :
           tileChoices(menus, action.kind == StepKind::Reduce
                                  ? menus.reduction
                                  : menus.parallel)) {
        action.tiles = tiles;
        consider(action);
      }
      break;
    case StepKind::Thread: {
      // Thread tiles divide the block's extents (decided by now, or the
      // default's), within the legality bounds on threads and outputs,
      // which no later action changes: the others are never legal, nor
      // completable. The default block is the one a schedule with thread
      // tiles gets (without them a long row reduction's is a row). Under
      // mma the tiles are warps' (the legality check bounds them).
      Schedule threaded = current;
      if (!threaded.thread)
        threaded.thread = std::vector<int64_t>(menus.parallel.size(), 0);
      std::vector<int64_t> extents = kernel->blockExtents(threaded);
      for (const auto &tiles : tileChoices(menus, menus.parallel, extents)) {
        if (!extents.empty() && !current.mma) {
          double threads = 1, outputs = 1;
          for (auto [index, position] : llvm::enumerate(menus.parallel)) {
            int64_t extent = extents[position];
            int64_t tile = tiles[index] ? menus.divisors[position][tiles[index] - 1]
                                        : 0;
            outputs *= double(tile ? tile : extent);
            if (tile && tile != extent)
              threads *= double(extent / tile);
          }
          if (threads > mlir::cuda_agent::kMaxThreadsPerBlock ||
              outputs > mlir::cuda_agent::kMaxOutputsPerThread)
            continue;
        }
        action.tiles = tiles;
        consider(action);
      }
      break;
    }
    case StepKind::Wgmma:
    case StepKind::Mma:
    case StepKind::Split:
    case StepKind::SplitK:
    case StepKind::Pipeline:
    case StepKind::Unroll:
    case StepKind::Vector:
    case StepKind::Promote: {
      auto [first, end] = valueRange(action.kind, menus, inputs);
      for (size_t value = first; value < end; ++value) {
        action.value = uint16_t(value);
        consider(action);
      }
      break;
    }
    case StepKind::Stop:
      break;
    }
  }
  // Stopping is legal where the schedule is (with its defaults); otherwise
  // a later action completes it (see `completable`).
  if (kernel->isLegal(current))
    actions.push_back(Action());
  std::sort(actions.begin(), actions.end());
  auto list = std::make_shared<const std::vector<Action>>(std::move(actions));
  {
    std::lock_guard<std::mutex> lock(cache->mutex);
    cache->lists.emplace(key, list);
  }
  legal = std::move(list);
  return *legal;
}

std::vector<bool> Env::kindMask() const {
  std::vector<bool> mask(kStepKinds, false);
  for (const Action &action : legalActions())
    mask[size_t(action.kind)] = true;
  return mask;
}

std::vector<bool> Env::tileMask(const Action &prefix, size_t head) const {
  std::vector<bool> mask(kTileChoices, false);
  for (const Action &action : legalActions())
    if (action.kind == prefix.kind &&
        std::equal(action.tiles.begin(), action.tiles.begin() + head,
                   prefix.tiles.begin()))
      mask[action.tiles[head]] = true;
  return mask;
}

std::vector<bool> Env::valueMask(const Action &prefix) const {
  std::vector<bool> mask(kValueChoices, false);
  for (const Action &action : legalActions())
    if (action.kind == prefix.kind && action.tiles == prefix.tiles)
      mask[action.value] = true;
  return mask;
}

Action Env::sampleAction() {
  const std::vector<Action> &actions = legalActions();
  return actions[std::uniform_int_distribution<size_t>(
      0, actions.size() - 1)(rng)];
}

StepResult Env::step(const Action &action) {
  StepResult result;
  if (finished) {
    result.done = true;
    result.message = "the episode is over: reset()";
    result.schedule = current.str();
    result.observation = observation();
    return result;
  }
  const std::vector<Action> &actions = legalActions();
  if (!std::binary_search(actions.begin(), actions.end(), action)) {
    llvm::Expected<Schedule> next = apply(action);
    std::string reason;
    if (!next)
      reason = llvm::toString(next.takeError());
    else
      kernel->isLegal(*next, &reason);
    result.outcome = Outcome::IllegalAction;
    result.reward = kIllegalActionReward;
    result.message = "illegal action: " + reason;
    result.schedule = current.str();
    result.observation = observation();
    return result;
  }
  if (action.kind != StepKind::Stop) {
    current = *apply(action);
    nextKind = size_t(action.kind) + 1;
    legal.reset();
  }
  result.schedule = current.str();
  if (action.kind == StepKind::Stop || nextKind + 1 >= kStepKinds) {
    finished = true;
    nextKind = kStepKinds - 1;
    Evaluation evaluation = rewards->evaluate(*kernel, current);
    result.done = true;
    result.outcome = evaluation.outcome;
    result.reward = evaluation.reward;
    result.message = evaluation.message;
    result.seconds = evaluation.seconds;
    result.baselineSeconds = evaluation.baselineSeconds;
  }
  result.observation = observation();
  return result;
}
