"""Packs the C++ environment (libCudaAgentEnvC.so from the build,
$CUDA_AGENT_BUILD_DIR or the checkout's build/) into the package, so that a
regular `pip install python` works away from the checkout. Without a build
the package still installs and finds the library at run time
($CUDA_AGENT_LIBRARY, $CUDA_AGENT_BUILD_DIR/lib, the checkout's build/lib)."""
import os
import pathlib
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

LIBRARY = "libCudaAgentEnvC.so"


class BuildPyWithLibrary(build_py):
    def run(self):
        super().run()
        build = os.environ.get("CUDA_AGENT_BUILD_DIR") or \
            pathlib.Path(__file__).resolve().parent.parent / "build"
        library = pathlib.Path(build) / "lib" / LIBRARY
        if not library.exists():
            self.warn(f"{library} not found: the package will look for it at run time")
            return
        target = pathlib.Path(self.build_lib) / "cuda_agent" / "lib"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(library, target / LIBRARY)


setup(cmdclass={"build_py": BuildPyWithLibrary})
