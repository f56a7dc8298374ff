//===- Env.cpp - the RL environment as a C API ----------------------------===//

#include "cuda-agent-c/Env.h"

#include "cuda-agent/Env/Env.h"

#include <cstring>
#include <string>

using namespace cuda_agent::env;

struct CudaAgentEnv {
  Env env;
};

namespace {

size_t copyString(const std::string &text, char *buffer, size_t size) {
  if (buffer && size) {
    size_t count = std::min(text.size(), size - 1);
    std::memcpy(buffer, text.data(), count);
    buffer[count] = '\0';
  }
  return text.size();
}

void copyObservation(const std::vector<float> &values, float *observation) {
  if (observation)
    std::memcpy(observation, values.data(), values.size() * sizeof(float));
}

void encode(const Action &action, int32_t *out) {
  out[0] = int32_t(action.kind);
  for (size_t i = 0; i < kMaxLoops; ++i)
    out[1 + i] = action.tiles[i];
  out[1 + kMaxLoops] = action.value;
}

bool decode(const int32_t *in, Action &action, std::string &error) {
  if (in[0] < 0 || size_t(in[0]) >= kStepKinds) {
    error = "action kind " + std::to_string(in[0]) + " is out of range";
    return false;
  }
  action.kind = StepKind(in[0]);
  for (size_t i = 0; i < kMaxLoops; ++i) {
    if (in[1 + i] < 0 || size_t(in[1 + i]) >= kTileChoices) {
      error = "tile choice " + std::to_string(in[1 + i]) + " is out of range";
      return false;
    }
    action.tiles[i] = uint8_t(in[1 + i]);
  }
  int32_t value = in[1 + kMaxLoops];
  if (value < 0 || size_t(value) >= kValueChoices) {
    error = "value " + std::to_string(value) + " is out of range";
    return false;
  }
  action.value = uint16_t(value);
  return true;
}

} // namespace

static_assert(CUDA_AGENT_ACTION_SIZE == 2 + kMaxLoops,
              "the C action layout follows Action");

CudaAgentEnv *cuda_agent_env_create(const char *kernelPath, const char *reward,
                                    const char *launcher,
                                    const char *cacheFile, uint64_t seed,
                                    char *error, size_t errorSize) {
  std::string kind = reward ? reward : "model";
  std::shared_ptr<RewardSource> rewards;
  if (kind == "zero") {
    rewards = createZeroReward();
  } else if (kind == "model") {
    rewards = createModelReward();
  } else if (kind == "gpu") {
    GpuRewardOptions options;
    options.launcher = launcher ? launcher : "";
    options.cacheFile = cacheFile ? cacheFile : "";
    llvm::Expected<std::unique_ptr<RewardSource>> created =
        createGpuReward(options);
    if (!created) {
      copyString(llvm::toString(created.takeError()), error, errorSize);
      return nullptr;
    }
    rewards = std::move(*created);
  } else {
    copyString("unknown reward source '" + kind + "' (zero, model, gpu)",
               error, errorSize);
    return nullptr;
  }
  llvm::Expected<Env> env = Env::create(kernelPath ? kernelPath : "",
                                        std::move(rewards), seed);
  if (!env) {
    copyString(llvm::toString(env.takeError()), error, errorSize);
    return nullptr;
  }
  return new CudaAgentEnv{std::move(*env)};
}

void cuda_agent_env_destroy(CudaAgentEnv *env) { delete env; }

CudaAgentEnv *cuda_agent_env_fork(const CudaAgentEnv *env) {
  return new CudaAgentEnv{env->env.fork()};
}

size_t cuda_agent_feature_count(void) { return getFeatureCount(); }

const char *cuda_agent_feature_name(size_t index) {
  const std::vector<std::string> &names = getFeatureNames();
  return index < names.size() ? names[index].c_str() : nullptr;
}

void cuda_agent_env_reset(CudaAgentEnv *env, float *observation) {
  copyObservation(env->env.reset(), observation);
}

void cuda_agent_env_observation(const CudaAgentEnv *env, float *observation) {
  copyObservation(env->env.observation(), observation);
}

size_t cuda_agent_env_legal_actions(const CudaAgentEnv *env, int32_t *actions,
                                    size_t capacity) {
  const std::vector<Action> &legal = env->env.legalActions();
  for (size_t i = 0; i < legal.size() && i < capacity && actions; ++i)
    encode(legal[i], actions + i * CUDA_AGENT_ACTION_SIZE);
  return legal.size();
}

int cuda_agent_env_step(CudaAgentEnv *env, const int32_t *action,
                        float *observation, double *reward, int *done,
                        int *outcome, char *message, size_t messageSize,
                        char *error, size_t errorSize) {
  Action decoded;
  std::string why;
  if (!decode(action, decoded, why)) {
    copyString(why, error, errorSize);
    return 0;
  }
  StepResult result = env->env.step(decoded);
  copyObservation(result.observation, observation);
  if (reward)
    *reward = result.reward;
  if (done)
    *done = result.done;
  if (outcome)
    *outcome = int(result.outcome);
  copyString(result.message, message, messageSize);
  return 1;
}

size_t cuda_agent_env_schedule(const CudaAgentEnv *env, char *buffer,
                               size_t size) {
  return copyString(env->env.schedule(), buffer, size);
}
