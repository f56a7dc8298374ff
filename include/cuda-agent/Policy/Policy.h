//===- Policy.h - the learned scheduling policy -----------------*- C++ -*-===//
//
// A policy network (LibTorch, lib/Policy/PolicyNetwork.h) that reads the
// environment's observation (Env.h) and chooses each step's action head by
// head (kind, tile per loop, value), every head masked to the legal
// actions, plus a value head for PPO (docs/POLICY.md). This header keeps
// LibTorch out of its users: the network lives behind Impl.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_POLICY_POLICY_H
#define CUDA_AGENT_POLICY_POLICY_H

#include "cuda-agent/Env/Env.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cuda_agent::policy {

/// What the network sees and chooses: the feature names and the action
/// encoding. A policy trained for another encoding cannot be used.
std::string getEncodingSignature();

/// Greedy takes each head's most likely legal choice; Sample draws it.
enum class Mode { Greedy, Sample };

struct PolicyConfig {
  /// Width of the trunk and of the heads' context.
  unsigned hidden = 128;
  /// Initial weights.
  uint64_t seed = 0;
};

/// One episode the policy played: its schedule and the final step.
struct Episode {
  std::string schedule;
  env::StepResult last;
};

class Policy {
public:
  /// A policy with random weights; `observations` (some initial
  /// observations of the training kernels) set the input normalization.
  static Policy create(const PolicyConfig &config,
                       const std::vector<std::vector<float>> &observations);
  /// "default" (the policy built into the binary, models/default) or a
  /// directory written by save(); fails on a missing file or an encoding
  /// other than getEncodingSignature().
  static llvm::Expected<Policy> load(llvm::StringRef path);

  /// Writes PATH/policy.pt (the weights) and PATH/policy.json (metadata:
  /// the encoding, the size, and `metadata`'s fields: how it was trained).
  llvm::Error save(llvm::StringRef directory,
                   const llvm::json::Object &metadata) const;
  /// policy.json of a loaded policy (empty for a new one).
  const llvm::json::Object &getMetadata() const;

  /// Plays one episode on `env` from reset(): every action legal, the
  /// episode ends on a legal schedule. A `guide` (e.g. a similar kernel's
  /// best schedule, fitted: retrieval) biases every head toward it: its
  /// next kind, and the choices nearest its sizes get a logit bonus (the
  /// network's preferences still count; Sample explores around the guide).
  Episode play(env::Env &env, Mode mode, uint64_t seed = 0,
               const Schedule *guide = nullptr) const;

  struct Impl;
  Impl &getImpl() const { return *impl; }
  struct ChooseOptions;
  struct Choice;
  /// The policy's schedule for `kernel`: the greedy episode's, or (Sample)
  /// the best by `rewards` of the greedy episode, `samples` sampled ones
  /// and the default schedule (empty: kept where no candidate beats it).
  Choice choose(std::shared_ptr<env::Kernel> kernel,
                const ChooseOptions &options) const;

private:
  explicit Policy(std::shared_ptr<Impl> impl);
  std::shared_ptr<Impl> impl;
};

struct Policy::ChooseOptions {
  Mode mode = Mode::Greedy;
  /// Sampled episodes besides the greedy one (Sample mode).
  unsigned samples = 8;
  /// What ranks the candidates (default: the cost model).
  std::shared_ptr<env::RewardSource> rewards;
  uint64_t seed = 0;
  /// Sample mode: schedules weighed besides the policy's, each with what it
  /// comes from (e.g. a similar kernel's best record, fitted: retrieval);
  /// each also guides one more sampled episode (play's guide).
  std::vector<std::pair<std::string, Schedule>> extraCandidates;
};

struct Policy::Choice {
  /// The complete action string (absent actions defaulted).
  std::string schedule;
  /// Its evaluation by the options' rewards.
  env::Evaluation evaluation;
  /// Distinct schedules the policy proposed and `rewards` scored (extra
  /// candidates included).
  unsigned candidates = 0;
  /// Where the chosen schedule comes from: "policy", "policy guided by
  /// LABEL", "default" or an extra candidate's label.
  std::string origin = "policy";
};

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_POLICY_POLICY_H
