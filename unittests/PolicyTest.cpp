//===- PolicyTest.cpp - the policy network, its masks, saving and PPO -----===//

#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Policy/Train.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "../lib/Policy/Decide.h"
#include "../lib/Policy/PolicyImpl.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

using namespace cuda_agent;
using namespace cuda_agent::policy;

namespace {

std::string kernelPath(llvm::StringRef name) {
  return (llvm::Twine(CUDA_AGENT_TEST_KERNELS) + "/" + name + ".mlir").str();
}

const char *const kKernels[] = {"matmul-128x64", "batch-matmul", "conv2d-nhwc",
                                "gelu",          "layernorm",    "softmax",
                                "row-sum",       "matmul-bias-relu"};

env::Env makeEnv(llvm::StringRef name) {
  llvm::Expected<env::Env> created =
      env::Env::create(kernelPath(name), env::createModelReward());
  EXPECT_TRUE(bool(created)) << llvm::toString(created.takeError());
  return std::move(*created);
}

Policy randomPolicy(env::Env &environment, uint64_t seed) {
  PolicyConfig config;
  config.hidden = 32;
  config.seed = seed;
  return Policy::create(config, {environment.reset()});
}

/// What choose() takes: a random policy (seed 3) made for kernel `name`'s
/// environment, and the kernel.
struct Chooser {
  explicit Chooser(llvm::StringRef name)
      : environment(makeEnv(name)), policy(randomPolicy(environment, 3)) {
    llvm::Expected<std::shared_ptr<env::Kernel>> loaded =
        env::Kernel::load(kernelPath(name));
    EXPECT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
    if (loaded)
      kernel = *loaded;
  }
  env::Env environment;
  Policy policy;
  std::shared_ptr<env::Kernel> kernel;
};

std::string temporaryDirectory(llvm::StringRef prefix) {
  llvm::SmallString<128> path;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory(prefix, path));
  return path.str().str();
}

TEST(Divisors, MatchTrialDivision) {
  for (int64_t n = 1; n <= 3000; ++n) {
    std::vector<int64_t> expected;
    for (int64_t d = 1; d <= n; ++d)
      if (n % d == 0)
        expected.push_back(d);
    ASSERT_EQ(mlir::cuda_agent::divisors(n), expected) << n;
  }
}

TEST(Policy, MaskingNeverChoosesAnIllegalAction) {
  // Random weights, sampled and greedy: every action the heads choose along
  // the masks is a legal one, and every episode ends on a legal schedule.
  unsigned steps = 0;
  for (const char *name : kKernels) {
    env::Env environment = makeEnv(name);
    Policy policy = randomPolicy(environment, 7);
    for (uint64_t episode = 0; episode < 12; ++episode) {
      Mode mode = episode == 0 ? Mode::Greedy : Mode::Sample;
      std::mt19937_64 rng(episode);
      environment.reset();
      env::Env *episodes[] = {&environment};
      while (!environment.done()) {
        env::Action action =
            decide(*policy.getImpl().network, episodes, mode, rng).front();
        const std::vector<env::Action> &legal = environment.legalActions();
        ASSERT_TRUE(std::binary_search(legal.begin(), legal.end(), action))
            << name << ": the policy chose an illegal action";
        env::StepResult result = environment.step(action);
        ASSERT_NE(result.outcome, env::Outcome::IllegalAction) << result.message;
        ++steps;
      }
      llvm::Expected<Schedule> schedule = Schedule::parse(environment.schedule());
      ASSERT_TRUE(bool(schedule)) << llvm::toString(schedule.takeError());
      std::string reason;
      EXPECT_TRUE(environment.getKernel().isLegal(*schedule, &reason))
          << name << " " << environment.schedule() << ": " << reason;
    }
  }
  EXPECT_GT(steps, 8u * 12u);
}

TEST(Policy, SavedAndLoadedGivesIdenticalLogits) {
  env::Env environment = makeEnv("matmul-128x64");
  Policy policy = randomPolicy(environment, 3);
  // Steps from sampled episodes, as training records them.
  StepRecord record;
  std::mt19937_64 rng(1);
  for (int episode = 0; episode < 8; ++episode) {
    environment.reset();
    env::Env *episodes[] = {&environment};
    while (!environment.done())
      environment.step(decide(*policy.getImpl().network, episodes,
                              Mode::Sample, rng, &record)
                           .front());
  }
  ASSERT_GT(record.rows, 8u);
  std::string directory = temporaryDirectory("policy-save");
  ASSERT_FALSE(bool(policy.save(directory, llvm::json::Object{{"note", "test"}})));
  llvm::Expected<Policy> loaded = Policy::load(directory);
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  EXPECT_EQ(loaded->getMetadata().getString("note"), "test");

  StepBatch batch = record.toBatch(int64_t(env::getFeatureCount()));
  torch::NoGradGuard noGrad;
  auto [logProbability, entropy, values] =
      policy.getImpl().network->evaluate(batch);
  auto [loadedLogProbability, loadedEntropy, loadedValues] =
      loaded->getImpl().network->evaluate(batch);
  EXPECT_TRUE(torch::equal(logProbability, loadedLogProbability));
  EXPECT_TRUE(torch::equal(entropy, loadedEntropy));
  EXPECT_TRUE(torch::equal(values, loadedValues));
  // The recorded log-probabilities are the network's own (teacher forcing
  // reproduces sampling).
  EXPECT_TRUE(torch::allclose(logProbability,
                              torch::tensor(record.logProbabilities), 1e-4,
                              1e-5));
  EXPECT_EQ(policy.play(environment, Mode::Greedy).schedule,
            loaded->play(environment, Mode::Greedy).schedule);
  llvm::sys::fs::remove_directories(directory);
}

/// Scores every non-default schedule `reward` (the default: 0).
class FixedReward : public env::RewardSource {
public:
  explicit FixedReward(double reward) : reward(reward) {}
  env::Evaluation evaluate(const env::Kernel &,
                           const Schedule &schedule) override {
    bool isDefault = schedule.str().empty();
    return {env::Outcome::Measured, isDefault ? 0 : reward,
            isDefault ? 1e-3 : 1e-3 / std::exp(reward), 1e-3, ""};
  }

private:
  double reward;
};

TEST(Policy, ChoiceKeepsTheDefaultWhereNothingBeatsIt) {
  Chooser matmul("matmul-128x64");
  ASSERT_TRUE(matmul.kernel);
  Policy &policy = matmul.policy;
  const std::shared_ptr<env::Kernel> &kernel = matmul.kernel;
  Policy::ChooseOptions options;
  options.mode = Mode::Sample;
  options.samples = 4;
  options.rewards = std::make_shared<FixedReward>(-0.5);
  Policy::Choice slower = policy.choose(kernel, options);
  EXPECT_EQ(slower.schedule, "");
  EXPECT_EQ(slower.evaluation.reward, 0);
  EXPECT_EQ(slower.evaluation.seconds, 1e-3);
  EXPECT_GE(slower.candidates, 2u);

  options.rewards = std::make_shared<FixedReward>(0.5);
  Policy::Choice faster = policy.choose(kernel, options);
  EXPECT_NE(faster.schedule, "");
  EXPECT_EQ(faster.evaluation.reward, 0.5);

  // Greedy mode keeps the policy's own decision for a contraction unless it
  // is rated more than 2x slower than the default (the cost model errs by
  // less there).
  options.mode = Mode::Greedy;
  options.rewards = std::make_shared<FixedReward>(-0.5);
  Policy::Choice greedy = policy.choose(kernel, options);
  EXPECT_NE(greedy.schedule, "");
  EXPECT_EQ(greedy.evaluation.reward, -0.5);
  // The greedy episode and wgmma's defaults (rated the same: not taken).
  EXPECT_EQ(greedy.candidates, 2u);
  EXPECT_EQ(greedy.origin, "policy");
  options.rewards = std::make_shared<FixedReward>(-1.0);
  Policy::Choice greedyMuchSlower = policy.choose(kernel, options);
  EXPECT_EQ(greedyMuchSlower.schedule, "");
  EXPECT_EQ(greedyMuchSlower.origin, "default");
  EXPECT_EQ(greedyMuchSlower.evaluation.reward, 0);

  // A memory-bound kernel keeps its default over any decision not rated
  // 10% faster (the cost model's error is larger than a smaller gain).
  Chooser rows("row-sum");
  ASSERT_TRUE(rows.kernel);
  Policy &rowPolicy = rows.policy;
  const std::shared_ptr<env::Kernel> &rowSum = rows.kernel;
  options.rewards = std::make_shared<FixedReward>(-0.1);
  EXPECT_EQ(rowPolicy.choose(rowSum, options).schedule, "");
  options.rewards = std::make_shared<FixedReward>(0.05);
  EXPECT_EQ(rowPolicy.choose(rowSum, options).schedule, "");
  options.rewards = std::make_shared<FixedReward>(0.2);
  Policy::Choice rowFaster = rowPolicy.choose(rowSum, options);
  EXPECT_NE(rowFaster.schedule, "");
  EXPECT_EQ(rowFaster.evaluation.reward, 0.2);
}

/// How many of the searched actions `a` and `b` take alike (both absent
/// counts).
int actionsAlike(const Schedule &a, const Schedule &b) {
  int alike = 0;
  for (ActionKind kind :
       {ActionKind::Interchange, ActionKind::Block, ActionKind::Thread,
        ActionKind::Reduce, ActionKind::Split, ActionKind::SplitK,
        ActionKind::Promote, ActionKind::Unroll, ActionKind::Vector}) {
    Schedule mine, theirs;
    mine.copyAction(kind, a);
    theirs.copyAction(kind, b);
    alike += mine == theirs;
  }
  return alike;
}

TEST(Policy, AGuideLeansTheEpisodeTowardItsSchedule) {
  int guided = 0, unguided = 0, total = 0;
  for (const char *name :
       {"matmul-128x64", "conv2d-nhwc", "softmax", "row-sum"}) {
    env::Env environment = makeEnv(name);
    Policy policy = randomPolicy(environment, 5);
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      // A random legal schedule as the guide.
      environment.reset(seed);
      while (!environment.done())
        environment.step(environment.sampleAction());
      Schedule guide = *Schedule::parse(environment.schedule());
      for (bool withGuide : {false, true}) {
        Episode episode = policy.play(environment, Mode::Greedy, 0,
                                      withGuide ? &guide : nullptr);
        llvm::Expected<Schedule> played = Schedule::parse(episode.schedule);
        ASSERT_TRUE(bool(played));
        EXPECT_TRUE(environment.getKernel().isLegal(*played))
            << episode.schedule;
        (withGuide ? guided : unguided) += actionsAlike(*played, guide);
      }
      total += 9;
    }
  }
  // The untrained network alone agrees with a random schedule by chance.
  EXPECT_GT(guided, unguided + total / 4)
      << "guided " << guided << ", unguided " << unguided << " of " << total;
  EXPECT_GE(guided * 10, total * 8)
      << "guided " << guided << ", unguided " << unguided << " of " << total;
}

/// Scores one schedule `reward`, every other -0.5 (the default: 0).
class OneGoodSchedule : public env::RewardSource {
public:
  OneGoodSchedule(std::string good, double reward)
      : good(std::move(good)), reward(reward) {}
  env::Evaluation evaluate(const env::Kernel &,
                           const Schedule &schedule) override {
    double earned = schedule.str().empty()   ? 0
                    : schedule.str() == good ? reward
                                             : -0.5;
    return {env::Outcome::Measured, earned, 1e-3 / std::exp(earned), 1e-3, ""};
  }

private:
  std::string good;
  double reward;
};

TEST(Policy, ExtraCandidatesCompeteAndSayWhereTheyCameFrom) {
  Chooser matmul("matmul-128x64");
  ASSERT_TRUE(matmul.kernel);
  Policy &policy = matmul.policy;
  const std::shared_ptr<env::Kernel> &kernel = matmul.kernel;
  Policy::ChooseOptions options;
  options.mode = Mode::Sample;
  options.samples = 2;
  const char *fitted = "block(64,64);thread(4,4);reduce(32);promote(0,1)";
  options.rewards = std::make_shared<OneGoodSchedule>(fitted, 0.7);
  options.extraCandidates = {
      {"similar kernel a", *Schedule::parse("block(3,3)")}, // illegal: skipped
      {"similar kernel b", *Schedule::parse(fitted)}};
  Policy::Choice choice = policy.choose(kernel, options);
  EXPECT_EQ(choice.schedule, fitted);
  EXPECT_EQ(choice.origin, "similar kernel b");
  EXPECT_EQ(choice.evaluation.reward, 0.7);

  // Where nothing beats the default, the default stays, and says so.
  options.rewards = std::make_shared<OneGoodSchedule>("none", 0);
  choice = policy.choose(kernel, options);
  EXPECT_EQ(choice.schedule, "");
  EXPECT_EQ(choice.origin, "default");
}

TEST(Policy, GreedyChoiceWeighsTheWgmmaDefaults) {
  // wgmma with its defaults competes with the greedy episode wherever it
  // is legal (an f32 matmul), and is taken where rated faster.
  Policy::ChooseOptions options;
  options.mode = Mode::Greedy;
  options.rewards = std::make_shared<OneGoodSchedule>("wgmma", 0.9);
  Chooser matmul("matmul-128x64");
  Policy::Choice choice = matmul.policy.choose(matmul.kernel, options);
  EXPECT_EQ(choice.schedule, "wgmma");
  EXPECT_EQ(choice.origin, "wgmma defaults");
  EXPECT_EQ(choice.evaluation.reward, 0.9);

  // Where wgmma is illegal (a row sum) only the policy's episode is rated.
  Chooser rows("row-sum");
  EXPECT_EQ(rows.policy.choose(rows.kernel, options).candidates, 1u);

  // Nor on a convolution's windows, which wgmma does not take (its forms
  // failed on the GPU): the rewards would rate it best.
  Chooser conv("conv3x3-windows");
  Schedule wgmma;
  wgmma.wgmma = true;
  std::string reason;
  EXPECT_FALSE(conv.kernel->isLegal(wgmma, &reason));
  EXPECT_NE(reason.find("does not take convolutions"), std::string::npos)
      << reason;
  choice = conv.policy.choose(conv.kernel, options);
  EXPECT_EQ(choice.candidates, 1u);
  EXPECT_NE(choice.schedule, "wgmma");
}

TEST(Policy, LoadRejectsAnotherEncodingAndMissingFiles) {
  env::Env environment = makeEnv("gelu");
  Policy policy = randomPolicy(environment, 0);
  std::string directory = temporaryDirectory("policy-encoding");
  ASSERT_FALSE(bool(policy.save(directory, {})));
  std::string metadataPath = directory + "/policy.json";
  auto text = llvm::MemoryBuffer::getFile(metadataPath);
  ASSERT_TRUE(bool(text));
  std::string edited = (*text)->getBuffer().str();
  size_t features = edited.find("features=");
  ASSERT_NE(features, std::string::npos);
  edited.replace(features, 9, "features=9");
  {
    std::ofstream os(metadataPath);
    os << edited;
  }
  llvm::Expected<Policy> mismatched = Policy::load(directory);
  ASSERT_FALSE(bool(mismatched));
  std::string message = llvm::toString(mismatched.takeError());
  EXPECT_NE(message.find("another encoding"), std::string::npos) << message;

  llvm::Expected<Policy> missing = Policy::load(directory + "/nothing-here");
  ASSERT_FALSE(bool(missing));
  message = llvm::toString(missing.takeError());
  EXPECT_NE(message.find("cannot read"), std::string::npos) << message;
  llvm::sys::fs::remove_directories(directory);
}

/// Trains on three kernels with the cost-model reward; the metrics of each
/// update.
std::vector<UpdateMetrics> trainTiny(const std::string &output,
                                     uint64_t steps, bool resume = false) {
  TrainOptions options;
  for (const char *name : {"matmul-128x64", "row-sum", "matmul-bias-relu"})
    options.kernels.push_back(kernelPath(name));
  options.rewards = env::createModelReward();
  options.output = output;
  options.steps = steps;
  options.episodesPerUpdate = 64;
  options.minibatch = 128;
  options.learningRate = 1e-3;
  options.seed = 5;
  options.checkpointEvery = 1;
  options.resume = resume;
  options.config.hidden = 64;
  std::vector<UpdateMetrics> updates;
  llvm::Expected<Policy> trained =
      train(options, [&](const UpdateMetrics &metrics) {
        updates.push_back(metrics);
      });
  EXPECT_TRUE(bool(trained)) << llvm::toString(trained.takeError());
  return updates;
}

TEST(Train, TinyRunImprovesMeanReward) {
  std::string output = temporaryDirectory("policy-train");
  std::vector<UpdateMetrics> updates = trainTiny(output, 4000);
  ASSERT_GE(updates.size(), 10u);
  auto meanOf = [&](size_t first, size_t count) {
    double sum = 0;
    for (size_t i = first; i < first + count; ++i)
      sum += updates[i].meanReward;
    return sum / double(count);
  };
  double early = meanOf(0, 3), late = meanOf(updates.size() - 3, 3);
  EXPECT_GT(late, early + 0.2) << "early " << early << ", late " << late;
  EXPECT_TRUE(llvm::sys::fs::exists(output + "/policy.pt"));
  EXPECT_TRUE(llvm::sys::fs::exists(output + "/metrics.csv"));

  // Seeded: the same run again gives the same rewards.
  std::string again = temporaryDirectory("policy-train-again");
  std::vector<UpdateMetrics> repeated = trainTiny(again, 1000);
  ASSERT_GE(repeated.size(), 2u);
  for (size_t i = 0; i < 2; ++i)
    EXPECT_EQ(repeated[i].meanReward, updates[i].meanReward) << i;
  llvm::sys::fs::remove_directories(output);
  llvm::sys::fs::remove_directories(again);
}

TEST(Train, ResumeContinuesFromTheCheckpoint) {
  std::string output = temporaryDirectory("policy-resume");
  std::vector<UpdateMetrics> first = trainTiny(output, 400);
  ASSERT_FALSE(first.empty());
  std::vector<UpdateMetrics> resumed = trainTiny(output, 800, /*resume=*/true);
  ASSERT_FALSE(resumed.empty());
  EXPECT_EQ(resumed.front().update, first.back().update + 1);
  EXPECT_GT(resumed.front().steps, first.back().steps);
  // One metrics line per update, across both runs.
  auto lines = llvm::MemoryBuffer::getFile(output + "/metrics.jsonl");
  ASSERT_TRUE(bool(lines));
  EXPECT_EQ(size_t(llvm::count((*lines)->getBuffer(), '\n')),
            first.size() + resumed.size());
  llvm::sys::fs::remove_directories(output);
}

} // namespace
