"""A regular (not editable) install of the package works away from the
checkout: pip packs the build's libCudaAgentEnvC.so into it. ctest runs
this with CUDA_AGENT_BUILD_DIR set to the build."""
import os
import pathlib
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
MATMUL = ROOT / "test" / "Inputs" / "kernels" / "matmul-128x64.mlir"


class InstallTest(unittest.TestCase):
    def test_installed_copy_loads_its_own_library(self):
        with tempfile.TemporaryDirectory() as target:
            installed = subprocess.run(
                [sys.executable, "-m", "pip", "install", "-q", "--no-deps",
                 "--no-build-isolation", "--target", target, str(ROOT / "python")],
                capture_output=True, text=True)
            self.assertEqual(installed.returncode, 0, installed.stderr)
            library = pathlib.Path(target) / "cuda_agent" / "lib" / "libCudaAgentEnvC.so"
            self.assertTrue(library.exists(), list(pathlib.Path(target).rglob("*")))
            # Elsewhere, with no hint where the build is.
            environment = {key: value for key, value in os.environ.items()
                           if not key.startswith("CUDA_AGENT_")}
            environment["PYTHONPATH"] = target
            script = ("import cuda_agent\n"
                      f"env = cuda_agent.make({str(MATMUL)!r}, reward='model')\n"
                      "env.reset()\n"
                      "print(cuda_agent.__file__)\n")
            ran = subprocess.run([sys.executable, "-c", script], cwd=target,
                                 env=environment, capture_output=True, text=True)
            self.assertEqual(ran.returncode, 0, ran.stderr)
            self.assertTrue(ran.stdout.strip().startswith(target), ran.stdout)


if __name__ == "__main__":
    unittest.main()
