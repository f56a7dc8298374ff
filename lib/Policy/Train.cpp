//===- Train.cpp - PPO training of the scheduling policy ------------------===//

#include "cuda-agent/Policy/Train.h"

#include "Decide.h"
#include "PolicyImpl.h"

#include "cuda-agent/Distributed/Wire.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

using namespace cuda_agent;
using namespace cuda_agent::policy;

llvm::json::Object UpdateMetrics::toJson() const {
  return llvm::json::Object{{"update", update},
                            {"episodes", int64_t(episodes)},
                            {"steps", int64_t(steps)},
                            {"seconds", seconds},
                            {"episodes_per_s", episodesPerSecond},
                            {"mean_reward", meanReward},
                            {"geomean_speedup", geomeanSpeedup},
                            {"best_speedup", bestSpeedup},
                            {"faster_fraction", fasterFraction},
                            {"failures", failures},
                            {"policy_loss", policyLoss},
                            {"value_loss", valueLoss},
                            {"entropy", entropy},
                            {"approx_kl", approxKl},
                            {"clip_fraction", clipFraction},
                            {"imitation_loss", imitationLoss},
                            {"best_mean_reward", bestMeanReward}};
}

namespace {

/// Metric columns of metrics.csv, in UpdateMetrics::toJson's names.
constexpr llvm::StringLiteral kCsvColumns[] = {
    "update",          "episodes",        "steps",       "seconds",
    "episodes_per_s",  "mean_reward",     "geomean_speedup",
    "best_speedup",    "faster_fraction", "failures",    "policy_loss",
    "value_loss",      "entropy",         "approx_kl",   "clip_fraction",
    "imitation_loss",  "best_mean_reward"};

/// A rollout worker's kernels, each loaded on first use with its Env (whose
/// legal-action cache stays warm across updates). Used by one thread.
class KernelSet {
public:
  /// Kernels first, first + stride, ... of the training list.
  KernelSet(std::vector<std::string> paths, uint32_t first, uint32_t stride,
            std::shared_ptr<env::RewardSource> rewards)
      : paths(std::move(paths)), first(first), stride(stride),
        rewards(std::move(rewards)), environments(this->paths.size()) {}

  size_t size() const { return paths.size(); }
  uint32_t globalIndex(size_t index) const {
    return first + uint32_t(index) * stride;
  }
  llvm::Expected<env::Env *> get(size_t index) {
    if (!environments[index]) {
      llvm::Expected<env::Env> created =
          env::Env::create(paths[index], rewards);
      if (!created)
        return llvm::createStringError("training kernel " + paths[index] +
                                       ": " +
                                       llvm::toString(created.takeError()));
      environments[index].emplace(std::move(*created));
    }
    return &*environments[index];
  }

private:
  std::vector<std::string> paths;
  uint32_t first, stride;
  std::shared_ptr<env::RewardSource> rewards;
  std::vector<std::optional<env::Env>> environments;
};

/// What a worker's episodes of one update produced: the steps in the order
/// they were taken (episodes interleaved), each step's episode and reward,
/// and each episode's end.
struct Rollout {
  StepRecord record;
  std::vector<uint32_t> episodeOfRow;
  std::vector<float> rewards;
  std::vector<env::StepResult> endings;
  /// The kernel (index into TrainOptions::kernels) of each episode.
  std::vector<uint32_t> kernelOfEpisode;

  void append(Rollout &&other) {
    uint32_t offset = uint32_t(endings.size());
    kernelOfEpisode.insert(kernelOfEpisode.end(), other.kernelOfEpisode.begin(),
                           other.kernelOfEpisode.end());
    record.append(other.record);
    for (uint32_t episode : other.episodeOfRow)
      episodeOfRow.push_back(episode + offset);
    rewards.insert(rewards.end(), other.rewards.begin(), other.rewards.end());
    for (env::StepResult &ending : other.endings)
      endings.push_back(std::move(ending));
  }
};

using distributed::WireReader;
using distributed::WireWriter;

/// A rollout as bytes, for a RolloutRunner. The endings keep what the
/// learner reads: outcome, reward, schedule and times.
std::string encodeRollout(const Rollout &rollout) {
  WireWriter writer;
  const StepRecord &record = rollout.record;
  writer.write<uint64_t>(record.rows)
      .writeArray<float>(record.observations)
      .writeArray<uint8_t>(record.kindMasks)
      .writeArray<uint8_t>(record.tileMasks)
      .writeArray<uint8_t>(record.valueMasks)
      .writeArray<int64_t>(record.tileValues)
      .writeArray<int64_t>(record.valueValues)
      .writeArray<int64_t>(record.kinds)
      .writeArray<int64_t>(record.choices)
      .writeArray<float>(record.logProbabilities)
      .writeArray<float>(record.values)
      .writeArray<uint32_t>(rollout.episodeOfRow)
      .writeArray<float>(rollout.rewards)
      .writeArray<uint32_t>(rollout.kernelOfEpisode);
  writer.write<uint64_t>(rollout.endings.size());
  for (const env::StepResult &ending : rollout.endings)
    writer.write<double>(ending.reward)
        .write<uint8_t>(ending.done)
        .write<int32_t>(int32_t(ending.outcome))
        .writeString(ending.schedule)
        .writeString(ending.message)
        .write<double>(ending.seconds)
        .write<double>(ending.baselineSeconds);
  return writer.take();
}

llvm::Expected<Rollout> decodeRollout(llvm::StringRef bytes) {
  WireReader reader(bytes);
  Rollout rollout;
  StepRecord &record = rollout.record;
  record.rows = reader.read<uint64_t>();
  record.observations = reader.readArray<float>();
  record.kindMasks = reader.readArray<uint8_t>();
  record.tileMasks = reader.readArray<uint8_t>();
  record.valueMasks = reader.readArray<uint8_t>();
  record.tileValues = reader.readArray<int64_t>();
  record.valueValues = reader.readArray<int64_t>();
  record.kinds = reader.readArray<int64_t>();
  record.choices = reader.readArray<int64_t>();
  record.logProbabilities = reader.readArray<float>();
  record.values = reader.readArray<float>();
  rollout.episodeOfRow = reader.readArray<uint32_t>();
  rollout.rewards = reader.readArray<float>();
  rollout.kernelOfEpisode = reader.readArray<uint32_t>();
  uint64_t endings = reader.read<uint64_t>();
  for (uint64_t episode = 0; episode < endings && episode < bytes.size();
       ++episode) {
    env::StepResult &ending = rollout.endings.emplace_back();
    ending.reward = reader.read<double>();
    ending.done = reader.read<uint8_t>();
    ending.outcome = env::Outcome(reader.read<int32_t>());
    ending.schedule = reader.readString();
    ending.message = reader.readString();
    ending.seconds = reader.read<double>();
    ending.baselineSeconds = reader.read<double>();
  }
  if (llvm::Error error = reader.finish("a rollout"))
    return std::move(error);
  // Every buffer as long as its rows say (StepRecord::appendRow's widths),
  // every row in an episode.
  size_t rows = record.rows;
  size_t tileChoices = kTileHeads * env::kTileChoices;
  bool consistent =
      rollout.endings.size() == endings &&
      rollout.kernelOfEpisode.size() == endings &&
      rollout.episodeOfRow.size() == rows && rollout.rewards.size() == rows &&
      record.observations.size() == rows * env::getFeatureCount() &&
      record.kindMasks.size() == rows * env::kStepKinds &&
      record.tileMasks.size() == rows * tileChoices &&
      record.tileValues.size() == rows * tileChoices &&
      record.valueMasks.size() == rows * env::kValueChoices &&
      record.valueValues.size() == rows * env::kValueChoices &&
      record.kinds.size() == rows &&
      record.choices.size() == rows * kChoiceHeads &&
      record.logProbabilities.size() == rows && record.values.size() == rows &&
      llvm::all_of(rollout.episodeOfRow,
                   [&](uint32_t episode) { return episode < endings; });
  if (!consistent)
    return llvm::createStringError("a rollout: its parts disagree on the "
                                   "number of steps or episodes");
  return rollout;
}

/// The policy's weights as bytes (sizes, then every parameter and buffer
/// in registration order), for a RolloutRunner.
std::string encodeWeights(PolicyNetworkImpl &network) {
  WireWriter writer;
  writer.write<int64_t>(network.featureCount)
      .write<int64_t>(network.hiddenSize);
  auto add = [&](const torch::Tensor &tensor) {
    torch::Tensor values = tensor.detach().to(torch::kFloat).contiguous();
    writer.writeArray<float>(llvm::ArrayRef<float>(values.data_ptr<float>(),
                                                   size_t(values.numel())));
  };
  for (const torch::Tensor &parameter : network.parameters())
    add(parameter);
  for (const torch::Tensor &buffer : network.buffers())
    add(buffer);
  return writer.take();
}

/// A network with encodeWeights' weights.
llvm::Expected<PolicyNetwork> decodeWeights(llvm::StringRef bytes) {
  WireReader reader(bytes);
  int64_t features = reader.read<int64_t>(), hidden = reader.read<int64_t>();
  if (features != int64_t(env::getFeatureCount()) || hidden <= 0 ||
      hidden > (1 << 16))
    return llvm::createStringError(llvm::formatv(
        "policy weights for {0} features and {1} hidden units (this build "
        "observes {2} features)",
        features, hidden, env::getFeatureCount()));
  PolicyNetwork network(features, hidden);
  torch::NoGradGuard noGrad;
  auto set = [&](torch::Tensor tensor) -> bool {
    std::vector<float> values = reader.readArray<float>();
    if (int64_t(values.size()) != tensor.numel())
      return false;
    tensor.copy_(
        torch::from_blob(values.data(), tensor.sizes(), torch::kFloat));
    return true;
  };
  for (torch::Tensor parameter : network->parameters())
    if (!set(parameter))
      return llvm::createStringError("policy weights of the wrong shape");
  for (torch::Tensor buffer : network->buffers())
    if (!set(buffer))
      return llvm::createStringError("policy weights of the wrong shape");
  if (llvm::Error error = reader.finish("policy weights"))
    return std::move(error);
  network->eval();
  return network;
}

/// What a rollout task asks: update `update`'s episodes of stream `stream`.
struct RolloutTask {
  uint32_t update = 0, stream = 0, episodes = 0;

  std::string encode() const {
    WireWriter writer;
    writer.write(update).write(stream).write(episodes);
    return writer.take();
  }
  static llvm::Expected<RolloutTask> decode(llvm::StringRef bytes) {
    WireReader reader(bytes);
    RolloutTask task;
    task.update = reader.read<uint32_t>();
    task.stream = reader.read<uint32_t>();
    task.episodes = reader.read<uint32_t>();
    if (llvm::Error error = reader.finish("a rollout task"))
      return std::move(error);
    return task;
  }
};

/// Each kernel's best episode so far: what self-imitation imitates.
struct BestEpisodes {
  std::map<uint32_t, std::pair<double, StepRecord>> byKernel;

  void update(const Rollout &rollout) {
    std::vector<std::vector<uint32_t>> rowsOfEpisode(rollout.endings.size());
    for (size_t row = 0; row < rollout.episodeOfRow.size(); ++row)
      rowsOfEpisode[rollout.episodeOfRow[row]].push_back(uint32_t(row));
    for (size_t episode = 0; episode < rollout.endings.size(); ++episode) {
      const env::StepResult &ending = rollout.endings[episode];
      if (ending.outcome != env::Outcome::Measured)
        continue;
      auto found = byKernel.find(rollout.kernelOfEpisode[episode]);
      if (found != byKernel.end() && found->second.first >= ending.reward)
        continue;
      StepRecord rows;
      for (uint32_t row : rowsOfEpisode[episode])
        rows.appendRow(rollout.record, row);
      byKernel[rollout.kernelOfEpisode[episode]] = {ending.reward,
                                                    std::move(rows)};
    }
  }
};

/// Plays `count` sampled episodes on kernels drawn from `kernels`, all of
/// them step by step together.
llvm::Expected<Rollout> collect(PolicyNetworkImpl &network, KernelSet &kernels,
                                unsigned count, std::mt19937_64 &rng) {
  Rollout rollout;
  std::vector<env::Env> episodes;
  std::uniform_int_distribution<size_t> pick(0, kernels.size() - 1);
  for (unsigned episode = 0; episode < count; ++episode) {
    size_t local = pick(rng);
    rollout.kernelOfEpisode.push_back(kernels.globalIndex(local));
    llvm::Expected<env::Env *> base = kernels.get(local);
    if (!base)
      return base.takeError();
    episodes.push_back((*base)->fork());
    episodes.back().reset();
  }
  rollout.endings.resize(count);
  std::vector<uint32_t> active(count);
  std::iota(active.begin(), active.end(), 0);
  while (!active.empty()) {
    std::vector<env::Env *> playing;
    for (uint32_t episode : active)
      playing.push_back(&episodes[episode]);
    std::vector<env::Action> actions =
        decide(network, playing, Mode::Sample, rng, &rollout.record);
    std::vector<uint32_t> still;
    for (auto [episode, action] : llvm::zip_equal(active, actions)) {
      env::StepResult result = episodes[episode].step(action);
      rollout.episodeOfRow.push_back(episode);
      rollout.rewards.push_back(float(result.reward));
      if (result.done)
        rollout.endings[episode] = std::move(result);
      else
        still.push_back(episode);
    }
    active = std::move(still);
  }
  return rollout;
}

/// Generalized advantage estimates and returns of every row of `rollout`.
std::pair<std::vector<float>, std::vector<float>>
estimateAdvantages(const Rollout &rollout, double gamma, double lambda) {
  size_t rows = rollout.rewards.size();
  std::vector<std::vector<uint32_t>> rowsOfEpisode(rollout.endings.size());
  for (size_t row = 0; row < rows; ++row)
    rowsOfEpisode[rollout.episodeOfRow[row]].push_back(uint32_t(row));
  std::vector<float> advantages(rows), returns(rows);
  for (const std::vector<uint32_t> &episode : rowsOfEpisode) {
    double next = 0, nextValue = 0;
    for (size_t step = episode.size(); step-- > 0;) {
      uint32_t row = episode[step];
      double value = rollout.record.values[row];
      double delta = rollout.rewards[row] + gamma * nextValue - value;
      next = delta + gamma * lambda * next;
      advantages[row] = float(next);
      returns[row] = float(next + value);
      nextValue = value;
    }
  }
  return {advantages, returns};
}

StepBatch selectRows(const StepBatch &batch, const torch::Tensor &rows) {
  return StepBatch{batch.observations.index_select(0, rows),
                   batch.kindMasks.index_select(0, rows),
                   batch.tileMasks.index_select(0, rows),
                   batch.tileValues.index_select(0, rows),
                   batch.valueMasks.index_select(0, rows),
                   batch.valueValues.index_select(0, rows),
                   batch.kinds.index_select(0, rows),
                   batch.choices.index_select(0, rows)};
}

/// The update's seed for worker `worker` (0 .. workers-1) or the optimizer
/// (workers): the same run for the same seed, resumed or not.
uint64_t seedOf(uint64_t seed, unsigned update, unsigned stream) {
  std::seed_seq sequence{uint32_t(seed), uint32_t(seed >> 32), uint32_t(update),
                         uint32_t(stream)};
  std::array<uint64_t, 1> value;
  sequence.generate(reinterpret_cast<uint32_t *>(value.data()),
                    reinterpret_cast<uint32_t *>(value.data() + 1));
  return value[0];
}

/// One rollout stream's episodes of an update, seeded by (seed, update,
/// stream): the same episodes whether this process or a RolloutWorker
/// plays them.
llvm::Expected<Rollout> playStream(PolicyNetworkImpl &network,
                                   KernelSet &kernels, uint64_t seed,
                                   unsigned update, unsigned stream,
                                   unsigned episodes) {
  std::mt19937_64 rng(seedOf(seed, update, stream));
  return collect(network, kernels, episodes, rng);
}

/// Runs play(0) .. play(count - 1) at once, each on a thread of its own
/// (the first on this one).
void playInParallel(size_t count, llvm::function_ref<void(size_t)> play) {
  std::vector<std::thread> threads;
  for (size_t index = 1; index < count; ++index)
    threads.emplace_back(play, index);
  if (count)
    play(0);
  for (std::thread &thread : threads)
    thread.join();
}

llvm::Error writeText(llvm::StringRef path, llvm::StringRef text) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return llvm::createStringError("cannot write " + path + ": " +
                                   error.message());
  os << text;
  return llvm::Error::success();
}

std::string joinPath(llvm::StringRef directory, llvm::StringRef name) {
  llvm::SmallString<128> path(directory);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// The rollout streams: one per worker, at most one per kernel.
unsigned getStreamCount(const TrainOptions &options) {
  return std::min<unsigned>(std::max(1u, options.workers),
                            options.kernels.size());
}

/// Stream `stream`'s kernels: every `streams`-th from the stream's index.
KernelSet makeKernelSet(const TrainOptions &options, unsigned stream,
                        unsigned streams) {
  std::vector<std::string> paths;
  for (size_t index = stream; index < options.kernels.size(); index += streams)
    paths.push_back(options.kernels[index]);
  return KernelSet(std::move(paths), stream, streams, options.rewards);
}

/// Where a run stands: what a checkpoint records beyond the weights.
struct Progress {
  unsigned update = 0;
  uint64_t episodes = 0, steps = 0;
  double seconds = 0;
};

} // namespace

llvm::Expected<Policy>
policy::train(const TrainOptions &options,
              const std::function<void(const UpdateMetrics &)> &onUpdate) {
  if (options.kernels.empty())
    return llvm::createStringError("no training kernels");
  if (!options.rewards)
    return llvm::createStringError("no reward source");
  // The rollout workers are the parallelism: torch's OpenMP threads would
  // spin on the cores the environments need (a third of the time, measured).
  torch::set_num_threads(1);
  unsigned workerCount = getStreamCount(options);
  std::vector<KernelSet> workers;
  for (unsigned worker = 0; worker < workerCount; ++worker)
    workers.push_back(makeKernelSet(options, worker, workerCount));
  if (std::error_code error =
          llvm::sys::fs::create_directories(options.output))
    return llvm::createStringError("cannot create " + options.output + ": " +
                                   error.message());
  std::string checkpoint = joinPath(options.output, "checkpoint");

  // The policy: resumed, fine-tuned from another, or new (normalized on
  // the first observations of up to 256 of the kernels).
  std::optional<Policy> policy;
  Progress progress;
  if (options.resume || !options.initialPolicy.empty()) {
    llvm::Expected<Policy> loaded =
        Policy::load(options.resume ? checkpoint : options.initialPolicy);
    if (!loaded)
      return loaded.takeError();
    policy.emplace(std::move(*loaded));
    if (options.resume) {
      const llvm::json::Object *state =
          policy->getMetadata().getObject("progress");
      if (!state)
        return llvm::createStringError("checkpoint " + checkpoint +
                                       " records no progress");
      progress.update = unsigned(state->getInteger("update").value_or(0));
      progress.episodes = uint64_t(state->getInteger("episodes").value_or(0));
      progress.steps = uint64_t(state->getInteger("steps").value_or(0));
      progress.seconds = state->getNumber("seconds").value_or(0);
    }
  } else {
    std::vector<std::vector<float>> observations;
    for (size_t index = 0; index < std::min<size_t>(256, options.kernels.size());
         ++index) {
      KernelSet &worker = workers[index % workerCount];
      llvm::Expected<env::Env *> environment = worker.get(index / workerCount);
      if (!environment)
        return environment.takeError();
      observations.push_back((*environment)->reset());
    }
    PolicyConfig config = options.config;
    config.seed = options.seed;
    policy.emplace(Policy::create(config, observations));
  }
  PolicyNetwork network = policy->getImpl().network;
  torch::optim::Adam optimizer(
      network->parameters(),
      torch::optim::AdamOptions(options.learningRate).eps(1e-5));
  std::string optimizerPath = joinPath(checkpoint, "optimizer.pt");
  if (options.resume) {
    try {
      torch::load(optimizer, optimizerPath);
    } catch (const c10::Error &error) {
      return llvm::createStringError("cannot resume from " + optimizerPath +
                                     ": " + error.what_without_backtrace());
    }
  }

  std::string jsonlPath = joinPath(options.output, "metrics.jsonl");
  std::string csvPath = joinPath(options.output, "metrics.csv");
  if (!options.resume) {
    std::string header;
    for (llvm::StringRef column : kCsvColumns)
      header += (header.empty() ? "" : ",") + column.str();
    if (llvm::Error error = writeText(jsonlPath, ""))
      return std::move(error);
    if (llvm::Error error = writeText(csvPath, header + "\n"))
      return std::move(error);
  }
  auto appendMetrics = [&](const UpdateMetrics &metrics) -> llvm::Error {
    std::error_code error;
    llvm::raw_fd_ostream jsonl(jsonlPath, error, llvm::sys::fs::OF_Append);
    llvm::raw_fd_ostream csv(csvPath, error, llvm::sys::fs::OF_Append);
    if (error)
      return llvm::createStringError("cannot append to the metrics in " +
                                     options.output + ": " + error.message());
    llvm::json::Object object = metrics.toJson();
    jsonl << llvm::json::Value(llvm::json::Object(object)) << "\n";
    std::string row;
    for (llvm::StringRef column : kCsvColumns) {
      llvm::json::Value *value = object.get(column);
      if (!row.empty())
        row += ",";
      if (std::optional<int64_t> integer = value->getAsInteger())
        row += std::to_string(*integer);
      else
        row += llvm::formatv("{0:g6}", value->getAsNumber().value_or(0)).str();
    }
    csv << row << "\n";
    return llvm::Error::success();
  };
  auto saveTo = [&](llvm::StringRef directory) -> llvm::Error {
    llvm::json::Object metadata = options.description;
    metadata["progress"] = llvm::json::Object{
        {"update", progress.update},
        {"episodes", int64_t(progress.episodes)},
        {"steps", int64_t(progress.steps)},
        {"seconds", progress.seconds}};
    metadata["seed"] = int64_t(options.seed);
    metadata["kernels"] = int64_t(options.kernels.size());
    return policy->save(directory, metadata);
  };

  auto saveCheckpoint = [&]() -> llvm::Error {
    if (llvm::Error error = saveTo(checkpoint))
      return error;
    try {
      torch::save(optimizer, optimizerPath);
    } catch (const c10::Error &error) {
      return llvm::createStringError("cannot write " + optimizerPath + ": " +
                                     error.what_without_backtrace());
    }
    return llvm::Error::success();
  };

  unsigned perWorker =
      std::max(1u, (options.episodesPerUpdate + workerCount - 1) / workerCount);
  BestEpisodes best;
  auto trainingStarted = std::chrono::steady_clock::now();
  auto outOfTime = [&] {
    return options.maxSeconds > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         trainingStarted)
                   .count() >= options.maxSeconds;
  };
  bool stopped = progress.steps >= options.steps;
  while (!stopped) {
    auto started = std::chrono::steady_clock::now();
    network->eval();
    std::vector<std::optional<llvm::Expected<Rollout>>> rollouts(workerCount);
    if (options.runner) {
      std::vector<std::string> tasks;
      for (unsigned worker = 0; worker < workerCount; ++worker)
        tasks.push_back(
            RolloutTask{progress.update, worker, perWorker}.encode());
      llvm::Expected<std::vector<std::string>> played =
          options.runner->run(encodeWeights(*network), tasks);
      if (!played) {
        // The updates done so far are kept: --resume continues after them.
        std::string why = llvm::toString(played.takeError());
        if (llvm::Error error = saveCheckpoint())
          return llvm::joinErrors(llvm::createStringError(why),
                                  std::move(error));
        return llvm::createStringError(
            llvm::formatv("update {0}: {1} (checkpoint of update {2} saved "
                          "in {3}: --resume continues from it)",
                          progress.update + 1, why, progress.update, checkpoint)
                .str());
      }
      for (auto [slot, bytes] : llvm::zip_equal(rollouts, *played))
        slot.emplace(decodeRollout(bytes));
    } else {
      playInParallel(workerCount, [&](size_t worker) {
        rollouts[worker].emplace(playStream(*network, workers[worker],
                                            options.seed, progress.update,
                                            worker, perWorker));
      });
    }
    Rollout rollout;
    for (auto &collected : rollouts) {
      if (!*collected)
        return collected->takeError();
      rollout.append(std::move(**collected));
    }

    UpdateMetrics metrics;
    metrics.update = progress.update + 1;
    double rewardSum = 0, measuredLogSum = 0;
    unsigned measured = 0, faster = 0;
    for (const env::StepResult &ending : rollout.endings) {
      rewardSum += ending.reward;
      if (ending.outcome != env::Outcome::Measured) {
        ++metrics.failures;
        continue;
      }
      ++measured;
      measuredLogSum += ending.reward;
      metrics.bestSpeedup = std::max(metrics.bestSpeedup, std::exp(ending.reward));
      faster += ending.reward > 0;
    }
    size_t episodeCount = rollout.endings.size();
    metrics.meanReward = rewardSum / double(episodeCount);
    metrics.geomeanSpeedup = measured ? std::exp(measuredLogSum / measured) : 0;
    metrics.fasterFraction = double(faster) / double(episodeCount);

    // Self-imitation's rows: the best episodes' steps, each with its
    // episode's return (the last step's reward: gamma is 1 in practice).
    best.update(rollout);
    StepRecord imitated;
    std::vector<float> imitatedReturns;
    for (auto &[kernel, entry] : best.byKernel) {
      imitated.append(entry.second);
      imitatedReturns.insert(imitatedReturns.end(), entry.second.rows,
                             float(entry.first));
      metrics.bestMeanReward += entry.first;
    }
    metrics.bestMeanReward /= double(std::max<size_t>(1, best.byKernel.size()));
    bool imitate = options.selfImitation > 0 && imitated.rows > 0;
    StepBatch imitatedBatch;
    torch::Tensor imitatedReturnTensor;
    if (imitate) {
      imitatedBatch = imitated.toBatch(network->featureCount);
      imitatedReturnTensor = torch::tensor(imitatedReturns);
    }

    // PPO: epochs of shuffled minibatches over this update's steps.
    network->train();
    auto [advantages, returns] =
        estimateAdvantages(rollout, options.gamma, options.lambda);
    StepBatch batch = rollout.record.toBatch(network->featureCount);
    int64_t rows = int64_t(rollout.record.rows);
    torch::Tensor advantageTensor = torch::tensor(advantages);
    torch::Tensor returnTensor = torch::tensor(returns);
    torch::Tensor oldLogProbabilities =
        torch::tensor(rollout.record.logProbabilities);
    torch::manual_seed(seedOf(options.seed, progress.update, workerCount));
    int64_t minibatch = std::max<int64_t>(1, options.minibatch);
    unsigned minibatches = 0;
    for (unsigned epoch = 0; epoch < options.epochs; ++epoch) {
      torch::Tensor order = torch::randperm(rows, torch::kLong);
      for (int64_t start = 0; start < rows; start += minibatch) {
        torch::Tensor index = order.narrow(0, start, std::min(minibatch, rows - start));
        auto [logProbability, entropy, values] =
            network->evaluate(selectRows(batch, index));
        torch::Tensor advantage = advantageTensor.index_select(0, index);
        if (advantage.numel() > 1)
          advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8);
        torch::Tensor logRatio =
            logProbability - oldLogProbabilities.index_select(0, index);
        torch::Tensor ratio = logRatio.exp();
        torch::Tensor policyLoss =
            -torch::min(ratio * advantage,
                        ratio.clamp(1 - options.clip, 1 + options.clip) *
                            advantage)
                 .mean();
        torch::Tensor valueLoss =
            (values - returnTensor.index_select(0, index)).pow(2).mean();
        torch::Tensor loss = policyLoss + options.valueWeight * valueLoss -
                             options.entropyBonus * entropy.mean();
        if (imitate) {
          // Imitate best steps whose return beats the value estimate.
          torch::Tensor rows = torch::randint(
              int64_t(imitated.rows), {std::min<int64_t>(minibatch, int64_t(imitated.rows))},
              torch::kLong);
          auto [imitatedLogProbability, imitatedEntropy, imitatedValues] =
              network->evaluate(selectRows(imitatedBatch, rows));
          torch::Tensor margin =
              (imitatedReturnTensor.index_select(0, rows) - imitatedValues)
                  .clamp_min(0);
          torch::Tensor imitationLoss =
              -(imitatedLogProbability * margin.detach()).mean() +
              0.5 * options.valueWeight * margin.pow(2).mean();
          loss = loss + options.selfImitation * imitationLoss;
          metrics.imitationLoss += imitationLoss.item<double>();
        }
        optimizer.zero_grad();
        loss.backward();
        torch::nn::utils::clip_grad_norm_(network->parameters(),
                                          options.maxGradientNorm);
        optimizer.step();
        torch::NoGradGuard noGrad;
        metrics.policyLoss += policyLoss.item<double>();
        metrics.valueLoss += valueLoss.item<double>();
        metrics.entropy += entropy.mean().item<double>();
        metrics.approxKl += ((ratio - 1) - logRatio).mean().item<double>();
        metrics.clipFraction +=
            ((ratio - 1).abs() > options.clip).to(torch::kFloat).mean().item<double>();
        ++minibatches;
      }
    }
    for (double *average :
         {&metrics.policyLoss, &metrics.valueLoss, &metrics.entropy,
          &metrics.approxKl, &metrics.clipFraction, &metrics.imitationLoss})
      *average /= std::max(1u, minibatches);

    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    progress.update += 1;
    progress.episodes += episodeCount;
    progress.steps += uint64_t(rows);
    progress.seconds += seconds;
    metrics.episodes = progress.episodes;
    metrics.steps = progress.steps;
    metrics.seconds = progress.seconds;
    metrics.episodesPerSecond = double(episodeCount) / seconds;
    if (llvm::Error error = appendMetrics(metrics))
      return std::move(error);
    stopped = progress.steps >= options.steps || outOfTime();
    if (stopped || (options.checkpointEvery &&
                    progress.update % options.checkpointEvery == 0))
      if (llvm::Error error = saveCheckpoint())
        return std::move(error);
    if (onUpdate)
      onUpdate(metrics);
  }
  network->eval();
  if (llvm::Error error = saveTo(options.output))
    return std::move(error);
  return std::move(*policy);
}

RolloutRunner::~RolloutRunner() = default;

struct RolloutWorker::Impl {
  TrainOptions options;
  unsigned streams;
  /// Each stream's kernels, loaded on its first task here.
  std::map<unsigned, std::unique_ptr<KernelSet>> kernelsOfStream;
};

RolloutWorker::RolloutWorker(const TrainOptions &options)
    : impl(std::make_unique<Impl>()) {
  impl->options = options;
  impl->streams = getStreamCount(options);
  torch::set_num_threads(1);
}

RolloutWorker::~RolloutWorker() = default;

llvm::Expected<std::vector<std::string>>
RolloutWorker::run(llvm::StringRef weights, llvm::ArrayRef<std::string> tasks) {
  llvm::Expected<PolicyNetwork> network = decodeWeights(weights);
  if (!network)
    return network.takeError();
  std::vector<RolloutTask> decoded;
  std::set<unsigned> streams;
  for (const std::string &bytes : tasks) {
    llvm::Expected<RolloutTask> task = RolloutTask::decode(bytes);
    if (!task)
      return task.takeError();
    if (task->stream >= impl->streams || !streams.insert(task->stream).second)
      return llvm::createStringError(llvm::formatv(
          "rollout stream {0} given twice or not among the {1} of this run",
          task->stream, impl->streams));
    std::unique_ptr<KernelSet> &kernels = impl->kernelsOfStream[task->stream];
    if (!kernels)
      kernels = std::make_unique<KernelSet>(
          makeKernelSet(impl->options, task->stream, impl->streams));
    decoded.push_back(*task);
  }
  std::vector<std::optional<llvm::Expected<Rollout>>> rollouts(tasks.size());
  playInParallel(tasks.size(), [&](size_t index) {
    const RolloutTask &task = decoded[index];
    rollouts[index].emplace(playStream(
        **network, *impl->kernelsOfStream[task.stream], impl->options.seed,
        task.update, task.stream, task.episodes));
  });
  std::vector<std::string> results;
  for (std::optional<llvm::Expected<Rollout>> &rollout : rollouts) {
    if (!*rollout)
      return rollout->takeError();
    results.push_back(encodeRollout(**rollout));
  }
  return results;
}
