"""The Python package over the C++ environment (ctest runs this with
CUDA_AGENT_LIBRARY set to the build's libCudaAgentEnvC.so)."""
import math
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import cuda_agent  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
MATMUL = ROOT / "test" / "Inputs" / "kernels" / "matmul-128x64.mlir"
BLOCK, THREAD = cuda_agent.ACTION_KINDS.index("block"), cuda_agent.ACTION_KINDS.index("thread")
ROW_SUM = ROOT / "bench" / "kernels" / "row-sum-4096.mlir"


class EnvTest(unittest.TestCase):
    def test_random_episodes_end_on_legal_schedules_with_a_reward(self):
        env = cuda_agent.make(MATMUL, reward="model", seed=3)
        for _ in range(20):
            observation, info = env.reset()
            self.assertEqual(len(observation), env.observation_size)
            self.assertEqual(info["schedule"], "")
            for _ in range(len(cuda_agent.ACTION_KINDS)):
                observation, reward, terminated, truncated, info = env.step(env.sample_action())
                self.assertNotEqual(info["outcome"], "illegal_action", info["message"])
                if terminated:
                    break
            self.assertTrue(terminated)
            self.assertEqual(info["outcome"], "measured")
            self.assertTrue(math.isfinite(reward))

    def test_matmul_features_by_name(self):
        env = cuda_agent.make(MATMUL, reward="zero")
        observation, _ = env.reset()
        features = dict(zip(env.feature_names, observation))
        self.assertEqual(features["family_contraction"], 1)
        self.assertEqual(features["log2_flops"], 21)
        self.assertEqual(features["next_is_wgmma"], 1)
        self.assertEqual(features["input_element_bits"], 32)

    def test_illegal_actions_are_refused_and_bad_ones_raise(self):
        env = cuda_agent.make(MATMUL, reward="zero")
        env.reset()
        # Thread tiles of 64 in the default 32-wide block tiles.
        _, reward, terminated, _, info = env.step((THREAD, 7, 1, 0, 0, 0, 0, 0, 0))
        self.assertEqual(info["outcome"], "illegal_action")
        self.assertEqual(reward, -1.0)
        self.assertFalse(terminated)
        with self.assertRaises(ValueError):
            env.step((99, 0, 0, 0, 0, 0, 0, 0, 0))
        with self.assertRaises(ValueError):
            env.step((1, 2))

    def test_forks_are_independent(self):
        env = cuda_agent.make(MATMUL, reward="zero")
        env.reset()
        fork = env.fork()
        fork.step((BLOCK, 6, 6, 0, 0, 0, 0, 0, 0))  # block(32,32)
        self.assertEqual(fork.schedule, "block(32,32)")
        self.assertEqual(env.schedule, "")
        self.assertIn(cuda_agent.STOP, env.legal_actions())

    def test_model_reward_of_a_thread_per_row(self):
        # The row sum's default splits each row over a block's threads; a
        # thread per row is far slower by the model (and on the H200).
        env = cuda_agent.make(ROW_SUM, reward="model")
        env.reset()
        env.step((BLOCK, 6, 0, 0, 0, 0, 0, 0, 0))  # block(32): 32 rows per block
        _, _, _, _, info = env.step((THREAD, 1, 0, 0, 0, 0, 0, 0, 0))  # thread(1)
        self.assertEqual(info["schedule"], "block(32);thread(1)")
        _, reward, terminated, _, _ = env.step(cuda_agent.STOP)
        self.assertTrue(terminated)
        self.assertLess(reward, -1.0)

    def test_a_missing_kernel_is_an_error(self):
        with self.assertRaisesRegex(ValueError, "cannot read"):
            cuda_agent.make(ROOT / "missing.mlir")
        with self.assertRaisesRegex(ValueError, "unknown reward source"):
            cuda_agent.make(MATMUL, reward="nope")


if __name__ == "__main__":
    unittest.main()
