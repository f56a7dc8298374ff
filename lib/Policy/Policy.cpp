//===- Policy.cpp - the learned scheduling policy -------------------------===//

#include "cuda-agent/Policy/Policy.h"

#include "Decide.h"
#include "DefaultPolicy.h"
#include "PolicyImpl.h"

#include "cuda-agent/Env/Kernel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <set>

using namespace cuda_agent;
using namespace cuda_agent::policy;

namespace {

constexpr llvm::StringLiteral kFormat = "cuda-agent-policy";
/// Bump when the network's architecture or its reading of choices changes.
constexpr int64_t kArchitectureVersion = 1;
/// Policy::choose's candidate of wgmma with its defaults.
constexpr llvm::StringLiteral kWgmmaDefaultsLabel = "wgmma defaults";

} // namespace

std::string policy::getEncodingSignature() {
  std::string names;
  for (const std::string &name : env::getFeatureNames())
    names += name + ",";
  return llvm::formatv("features={0}:{1:x16};kinds={2};loops={3};tiles={4};"
                       "values={5};architecture={6}",
                       env::getFeatureCount(), env::hashKernelText(names),
                       env::kStepKinds, env::kMaxLoops, env::kTileChoices,
                       env::kValueChoices, kArchitectureVersion)
      .str();
}

Policy::Policy(std::shared_ptr<Impl> impl) : impl(std::move(impl)) {}

Policy Policy::create(const PolicyConfig &config,
                      const std::vector<std::vector<float>> &observations) {
  torch::manual_seed(config.seed);
  auto impl = std::make_shared<Impl>();
  impl->network = PolicyNetwork(int64_t(env::getFeatureCount()),
                                int64_t(config.hidden));
  if (!observations.empty()) {
    std::vector<float> flat;
    for (const std::vector<float> &observation : observations)
      flat.insert(flat.end(), observation.begin(), observation.end());
    torch::Tensor table =
        torch::from_blob(flat.data(),
                         {int64_t(observations.size()),
                          int64_t(env::getFeatureCount())})
            .clone();
    torch::NoGradGuard noGrad;
    impl->network->featureMean.copy_(table.mean(0));
    // Features that never vary keep scale 1 (they carry no information).
    torch::Tensor deviation = table.std(0, /*unbiased=*/false);
    impl->network->featureInverseScale.copy_(
        torch::where(deviation > 1e-6, 1 / deviation.clamp_min(1e-6),
                     torch::ones_like(deviation)));
  }
  return Policy(std::move(impl));
}

namespace {

/// The network that metadata (policy.json) describes, weights from `load`.
template <typename LoadWeights>
llvm::Expected<Policy> loadPolicy(llvm::StringRef origin,
                                  llvm::StringRef metadataText,
                                  LoadWeights loadWeights,
                                  std::shared_ptr<Policy::Impl> impl) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(metadataText);
  if (!parsed)
    return llvm::createStringError("policy " + origin + ": policy.json: " +
                                   llvm::toString(parsed.takeError()));
  llvm::json::Object *metadata = parsed->getAsObject();
  if (!metadata || metadata->getString("format") != kFormat)
    return llvm::createStringError("policy " + origin +
                                   ": policy.json is not a cuda-agent policy");
  std::string expected = getEncodingSignature();
  llvm::StringRef encoding = metadata->getString("encoding").value_or("");
  if (encoding != expected)
    return llvm::createStringError(
        "policy " + origin + " was trained for another encoding of features "
        "and actions than this build's: it has '" + encoding +
        "', this build needs '" + expected +
        "' (retrain it: cuda-agent train, docs/POLICY.md)");
  int64_t hidden = metadata->getInteger("hidden").value_or(0);
  if (hidden <= 0)
    return llvm::createStringError("policy " + origin +
                                   ": policy.json has no 'hidden' size");
  impl->network =
      PolicyNetwork(int64_t(env::getFeatureCount()), int64_t(hidden));
  try {
    loadWeights(impl->network);
  } catch (const c10::Error &error) {
    return llvm::createStringError("policy " + origin +
                                   ": cannot read the weights: " +
                                   error.what_without_backtrace());
  }
  impl->metadata = std::move(*metadata);
  return Policy::Impl::wrap(std::move(impl));
}

} // namespace

Policy Policy::Impl::wrap(std::shared_ptr<Impl> impl) {
  return Policy(std::move(impl));
}

llvm::Expected<Policy> Policy::load(llvm::StringRef path) {
  auto impl = std::make_shared<Impl>();
  if (path == "default") {
    llvm::StringRef weights = getDefaultPolicyWeights();
    if (weights.empty())
      return llvm::createStringError(
          "no default policy was built in (models/default had none when this "
          "binary was built): give a policy directory");
    return loadPolicy(
        "default (built in)", getDefaultPolicyMetadata(),
        [&](PolicyNetwork &network) {
          torch::serialize::InputArchive archive;
          archive.load_from(weights.data(), weights.size());
          network->load(archive);
        },
        std::move(impl));
  }
  llvm::SmallString<128> metadataPath(path), weightsPath(path);
  llvm::sys::path::append(metadataPath, "policy.json");
  llvm::sys::path::append(weightsPath, "policy.pt");
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> metadata =
      llvm::MemoryBuffer::getFile(metadataPath);
  if (!metadata)
    return llvm::createStringError(
        "policy '" + path + "': cannot read " + metadataPath + ": " +
        metadata.getError().message() +
        " (a policy is a directory written by cuda-agent train, or 'default')");
  if (!llvm::sys::fs::exists(weightsPath))
    return llvm::createStringError("policy '" + path + "': no " + weightsPath);
  std::string weights = weightsPath.str().str();
  return loadPolicy(
      "'" + path.str() + "'", (*metadata)->getBuffer(),
      [&](PolicyNetwork &network) { torch::load(network, weights); },
      std::move(impl));
}

llvm::Error Policy::save(llvm::StringRef directory,
                         const llvm::json::Object &metadata) const {
  if (std::error_code error = llvm::sys::fs::create_directories(directory))
    return llvm::createStringError("cannot create " + directory + ": " +
                                   error.message());
  llvm::SmallString<128> metadataPath(directory), weightsPath(directory);
  llvm::sys::path::append(metadataPath, "policy.json");
  llvm::sys::path::append(weightsPath, "policy.pt");
  try {
    torch::save(impl->network, weightsPath.str().str());
  } catch (const c10::Error &error) {
    return llvm::createStringError("cannot write " + weightsPath + ": " +
                                   error.what_without_backtrace());
  }
  llvm::json::Object description = metadata;
  description["format"] = kFormat;
  description["encoding"] = getEncodingSignature();
  description["hidden"] = impl->network->hiddenSize;
  int64_t parameters = 0;
  for (const torch::Tensor &parameter : impl->network->parameters())
    parameters += parameter.numel();
  description["parameters"] = parameters;
  std::error_code error;
  llvm::raw_fd_ostream os(metadataPath, error);
  if (error)
    return llvm::createStringError("cannot write " + metadataPath + ": " +
                                   error.message());
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(description)))
     << "\n";
  return llvm::Error::success();
}

const llvm::json::Object &Policy::getMetadata() const { return impl->metadata; }

Episode Policy::play(env::Env &environment, Mode mode, uint64_t seed,
                     const Schedule *guide) const {
  std::mt19937_64 rng(seed);
  environment.reset();
  Episode episode;
  env::Env *episodes[] = {&environment};
  const Schedule *guides[] = {guide};
  while (!environment.done())
    episode.last =
        environment.step(decide(*impl->network, episodes, mode, rng, nullptr,
                                guide ? llvm::ArrayRef(guides)
                                      : llvm::ArrayRef<const Schedule *>())
                             .front());
  episode.schedule = episode.last.schedule;
  return episode;
}

/// The reward (log speedup over the default) below which choose() takes the
/// default schedule over the policy's greedy one for a contraction: a
/// predicted 2x loss.
static const double kGreedyLossToOverride = -std::log(2.0);
/// The reward the greedy decision for a memory-bound kernel must be rated
/// at to replace the default: a predicted 10% gain (the cost model rated
/// a long row reduction's thread-per-row schedule 1.00x the split default;
/// it measured 2.1x slower in the torch suite).
static const double kMemoryBoundGainToOverride = std::log(1.1);

Policy::Choice Policy::choose(std::shared_ptr<env::Kernel> kernel,
                              const ChooseOptions &options) const {
  std::shared_ptr<env::RewardSource> rewards =
      options.rewards ? options.rewards : env::createModelReward();
  env::Env environment = env::Env::create(std::move(kernel), rewards);
  Choice best;
  std::set<std::string> seen;
  auto consider = [&](Mode mode, uint64_t seed, const Schedule *guide = nullptr,
                      llvm::StringRef origin = "policy") {
    Episode episode = play(environment, mode, seed, guide);
    if (!seen.insert(episode.schedule).second)
      return;
    ++best.candidates;
    if (best.candidates == 1 ||
        episode.last.reward > best.evaluation.reward) {
      best.schedule = episode.schedule;
      best.evaluation = env::Evaluation{
          episode.last.outcome, episode.last.reward, episode.last.seconds,
          episode.last.baselineSeconds, episode.last.message};
      best.origin = origin.str();
    }
  };
  consider(Mode::Greedy, options.seed);
  bool sampling = options.mode == Mode::Sample;
  if (sampling) {
    for (unsigned sample = 0; sample < options.samples; ++sample)
      consider(Mode::Sample, options.seed + 1 + sample);
    // Each extra candidate also guides a sampled episode: the policy's own
    // reading of this kernel, leaned toward what worked on a similar one.
    for (auto [index, extra] : llvm::enumerate(options.extraCandidates))
      consider(Mode::Sample, options.seed + 1 + options.samples + index,
               &extra.second, "policy guided by " + extra.first);
  }
  // Hopper's tensor cores with their defaults, weighed beside the policy's
  // episode wherever legal: the engine grew (f32, batches) after the
  // policy was trained, and the cost model ranks it against mma.sync as
  // measured on every GEMM so far (docs/POLICY.md). Fine-tuning the policy
  // for it instead moved other kernels' choices (a 3x slower convolution).
  std::vector<std::pair<std::string, Schedule>> candidates =
      options.extraCandidates;
  Schedule wgmma;
  wgmma.wgmma = true;
  candidates.emplace_back(kWgmmaDefaultsLabel, wgmma);
  for (const auto &[label, schedule] : candidates) {
    if (!seen.insert(schedule.str()).second ||
        !environment.getKernel().isLegal(schedule))
      continue;
    ++best.candidates;
    env::Evaluation evaluation =
        rewards->evaluate(environment.getKernel(), schedule);
    if (evaluation.outcome == env::Outcome::Measured &&
        (best.evaluation.outcome != env::Outcome::Measured ||
         evaluation.reward > best.evaluation.reward)) {
      best.schedule = schedule.str();
      best.evaluation = evaluation;
      best.origin = label;
    }
  }
  // The default schedule is a candidate too (every reward is relative to
  // it): when no candidate beats it, or all failed, keep it. Except the
  // greedy decision alone for a contraction, kept unless rated clearly
  // slower: there the defaults are far from peak and the cost model's
  // errors reach 1.5x (a batch matmul's policy schedule rated 0.8x the
  // default measured 1.5x faster). Memory-bound kernels' defaults run near
  // the bandwidth bound (elementwise 95-100% of copy bandwidth, long row
  // reductions split): a schedule rated below them has only a loss to give
  // (a row sum's thread-per-row schedule rated 0.97x measured 0.54x), and
  // one rated as fast only the model's error.
  bool contraction = environment.getKernel().getFamilyName() == "contraction";
  double floor = sampling      ? 0
                 : contraction ? kGreedyLossToOverride
                               : kMemoryBoundGainToOverride;
  if (best.evaluation.outcome != env::Outcome::Measured ||
      best.evaluation.reward < floor) {
    double baseline = best.evaluation.baselineSeconds;
    best.schedule.clear();
    best.evaluation =
        env::Evaluation{env::Outcome::Measured, 0, baseline, baseline, ""};
  }
  if (best.schedule.empty())
    best.origin = "default";
  return best;
}
