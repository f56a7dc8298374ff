/*===- cuda-agent-c/Env.h - the RL environment as a C API ---------*- C -*-===*\
|*                                                                            *|
|* What the Python package (python/cuda_agent) loads with ctypes: the        *|
|* environment of include/cuda-agent/Env/Env.h behind plain C types. An      *|
|* action is 9 integers: kind, 7 tile choices, value (docs/ENV.md). Calls    *|
|* that can fail return 0 and write the reason into `error`.                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef CUDA_AGENT_C_ENV_H
#define CUDA_AGENT_C_ENV_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CudaAgentEnv CudaAgentEnv;

enum { CUDA_AGENT_ACTION_SIZE = 9 };

/* reward: "zero", "model" or "gpu" (launcher: the cuda-agent-launch path;
   cache_file: "" for none). NULL on failure. */
CudaAgentEnv *cuda_agent_env_create(const char *kernel_path, const char *reward,
                                    const char *launcher,
                                    const char *cache_file, uint64_t seed,
                                    char *error, size_t error_size);
void cuda_agent_env_destroy(CudaAgentEnv *env);
CudaAgentEnv *cuda_agent_env_fork(const CudaAgentEnv *env);

size_t cuda_agent_feature_count(void);
const char *cuda_agent_feature_name(size_t index);

/* Observations are cuda_agent_feature_count() floats. */
void cuda_agent_env_reset(CudaAgentEnv *env, float *observation);
void cuda_agent_env_observation(const CudaAgentEnv *env, float *observation);

/* The legal actions, CUDA_AGENT_ACTION_SIZE ints each, up to `capacity`
   actions; returns how many there are (call again with more room if more). */
size_t cuda_agent_env_legal_actions(const CudaAgentEnv *env, int32_t *actions,
                                    size_t capacity);

/* One step. outcome: 0 none, 1 illegal action, 2 measured, 3 compile
   failure, 4 runtime failure, 5 wrong result. Returns 0 (with `error`) for
   an action that is not 9 in-range integers. */
int cuda_agent_env_step(CudaAgentEnv *env, const int32_t *action,
                        float *observation, double *reward, int *done,
                        int *outcome, char *message, size_t message_size,
                        char *error, size_t error_size);

/* The action string so far (truncated to `size`); returns its length. */
size_t cuda_agent_env_schedule(const CudaAgentEnv *env, char *buffer,
                               size_t size);

#ifdef __cplusplus
}
#endif

#endif /* CUDA_AGENT_C_ENV_H */
