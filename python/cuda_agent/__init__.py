"""cuda-agent's scheduling environment from Python (docs/ENV.md).

    import cuda_agent
    env = cuda_agent.make("bench/kernels/matmul-2048.mlir", reward="model")
    observation, info = env.reset(seed=0)
    while True:
        action = env.sample_action()            # or a policy's choice among env.legal_actions()
        observation, reward, terminated, truncated, info = env.step(action)
        if terminated:
            break
    print(env.schedule, reward)

Gymnasium-style (reset/step return the same tuples), without depending on
Gymnasium. An action is a tuple of 9 ints: kind, 7 tile choices, value.
The C++ environment is loaded from libCudaAgentEnvC.so: $CUDA_AGENT_LIBRARY,
else $CUDA_AGENT_BUILD_DIR/lib, else the copy a regular install packed
(pip install python), else the repository's build/lib (an editable
install: pip install -e python).
"""
import ctypes
import os
import pathlib
import random

__all__ = ["ACTION_KINDS", "ACTION_SIZE", "OUTCOMES", "Env", "make"]

ACTION_KINDS = ["wgmma", "mma", "interchange", "block", "thread", "reduce",
                "split", "splitk", "promote", "pipeline", "unroll", "vector",
                "stop"]
ACTION_SIZE = 9
STOP = (ACTION_KINDS.index("stop"),) + (0,) * (ACTION_SIZE - 1)
OUTCOMES = ["none", "illegal_action", "measured", "compile_failure",
            "runtime_failure", "wrong_result"]


def _library_path():
    if os.environ.get("CUDA_AGENT_LIBRARY"):
        return pathlib.Path(os.environ["CUDA_AGENT_LIBRARY"])
    build = os.environ.get("CUDA_AGENT_BUILD_DIR")
    candidates = [pathlib.Path(build) / "lib"] if build else []
    package = pathlib.Path(__file__).resolve().parent
    candidates += [package / "lib", package.parents[1] / "build" / "lib"]
    for directory in candidates:
        path = directory / "libCudaAgentEnvC.so"
        if path.exists():
            return path
    raise OSError("cannot find libCudaAgentEnvC.so: build cuda-agent "
                  "(scripts/bootstrap) or set CUDA_AGENT_LIBRARY")


_lib = None


def _load():
    global _lib
    if _lib is not None:
        return _lib
    lib = ctypes.CDLL(str(_library_path()))
    env_p, i32_p, f32_p = ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_float)
    lib.cuda_agent_env_create.restype = env_p
    lib.cuda_agent_env_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
                                          ctypes.c_char_p, ctypes.c_uint64,
                                          ctypes.c_char_p, ctypes.c_size_t]
    lib.cuda_agent_env_destroy.argtypes = [env_p]
    lib.cuda_agent_env_fork.restype = env_p
    lib.cuda_agent_env_fork.argtypes = [env_p]
    lib.cuda_agent_feature_count.restype = ctypes.c_size_t
    lib.cuda_agent_feature_name.restype = ctypes.c_char_p
    lib.cuda_agent_feature_name.argtypes = [ctypes.c_size_t]
    lib.cuda_agent_env_reset.argtypes = [env_p, f32_p]
    lib.cuda_agent_env_observation.argtypes = [env_p, f32_p]
    lib.cuda_agent_env_legal_actions.restype = ctypes.c_size_t
    lib.cuda_agent_env_legal_actions.argtypes = [env_p, i32_p, ctypes.c_size_t]
    lib.cuda_agent_env_step.restype = ctypes.c_int
    lib.cuda_agent_env_step.argtypes = [env_p, i32_p, f32_p, ctypes.POINTER(ctypes.c_double),
                                        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                        ctypes.c_char_p, ctypes.c_size_t,
                                        ctypes.c_char_p, ctypes.c_size_t]
    lib.cuda_agent_env_schedule.restype = ctypes.c_size_t
    lib.cuda_agent_env_schedule.argtypes = [env_p, ctypes.c_char_p, ctypes.c_size_t]
    _lib = lib
    return lib


class Env:
    """One kernel's scheduling episodes (the C++ cuda_agent::env::Env)."""

    def __init__(self, kernel, reward="model", seed=0, launcher="", cache_file="",
                 _handle=None):
        self._lib = _load()
        self.feature_names = [self._lib.cuda_agent_feature_name(i).decode()
                              for i in range(self._lib.cuda_agent_feature_count())]
        self._rng = random.Random(seed)
        if _handle is not None:
            self._handle = _handle
            return
        error = ctypes.create_string_buffer(4096)
        self._handle = self._lib.cuda_agent_env_create(
            str(kernel).encode(), reward.encode(), str(launcher).encode(),
            str(cache_file).encode(), seed, error, len(error))
        if not self._handle:
            raise ValueError(error.value.decode())

    @property
    def observation_size(self):
        return len(self.feature_names)

    def _observation_buffer(self):
        return (ctypes.c_float * self.observation_size)()

    def reset(self, seed=None):
        """Starts an episode at the default schedule: (observation, info)."""
        if seed is not None:
            self._rng.seed(seed)
        observation = self._observation_buffer()
        self._lib.cuda_agent_env_reset(self._handle, observation)
        return list(observation), {"schedule": self.schedule}

    def observation(self):
        observation = self._observation_buffer()
        self._lib.cuda_agent_env_observation(self._handle, observation)
        return list(observation)

    def legal_actions(self):
        """Every legal action here, as 9-int tuples."""
        count = self._lib.cuda_agent_env_legal_actions(self._handle, None, 0)
        buffer = (ctypes.c_int32 * (count * ACTION_SIZE))()
        self._lib.cuda_agent_env_legal_actions(self._handle, buffer, count)
        return [tuple(buffer[i * ACTION_SIZE:(i + 1) * ACTION_SIZE]) for i in range(count)]

    def sample_action(self):
        return self._rng.choice(self.legal_actions())

    def step(self, action):
        """(observation, reward, terminated, truncated, info); info has the
        outcome, the schedule so far and the reason of a failure."""
        action = tuple(int(a) for a in action)
        if len(action) != ACTION_SIZE:
            raise ValueError(f"an action is {ACTION_SIZE} ints, got {len(action)}")
        encoded = (ctypes.c_int32 * ACTION_SIZE)(*action)
        observation = self._observation_buffer()
        reward, done, outcome = ctypes.c_double(), ctypes.c_int(), ctypes.c_int()
        message, error = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(1024)
        if not self._lib.cuda_agent_env_step(self._handle, encoded, observation,
                                             ctypes.byref(reward), ctypes.byref(done),
                                             ctypes.byref(outcome), message, len(message),
                                             error, len(error)):
            raise ValueError(error.value.decode())
        info = {"outcome": OUTCOMES[outcome.value], "schedule": self.schedule,
                "message": message.value.decode()}
        return list(observation), reward.value, bool(done.value), False, info

    @property
    def schedule(self):
        """The action string so far (absent actions at their defaults)."""
        size = self._lib.cuda_agent_env_schedule(self._handle, None, 0)
        buffer = ctypes.create_string_buffer(size + 1)
        self._lib.cuda_agent_env_schedule(self._handle, buffer, len(buffer))
        return buffer.value.decode()

    def fork(self):
        """An independent copy of this state (cheap: the kernel is shared)."""
        return Env(None, _handle=self._lib.cuda_agent_env_fork(self._handle))

    def close(self):
        if self._handle:
            self._lib.cuda_agent_env_destroy(self._handle)
            self._handle = None

    def __del__(self):
        self.close()


def make(kernel, reward="model", **options):
    """An Env over `kernel` (a .mlir file); reward "model", "zero" or "gpu"
    (options: seed, launcher, cache_file)."""
    return Env(kernel, reward=reward, **options)
