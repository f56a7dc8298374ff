# -*- Python -*-
import os
import sys
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "CUDA_AGENT"
# bash, not lit's internal shell: tests use subshells to check exit codes.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cuda_agent_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%examples", os.path.join(config.cuda_agent_src_root, "examples")))
# CUDA_HOME and friends: where the NVVM serializer finds libdevice.
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "CUDA_HOME", "CUDA_ROOT", "CUDA_PATH"])
llvm_config.use_default_substitutions()
# FileCheck, not and count for the external shell.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.cuda_agent_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["cuda-agent-opt", "cuda-agent-launch"], tool_dirs)
# The CLI, by a %-name: "cuda-agent" is a prefix of the other tools' names.
config.substitutions.append(("%cuda-agent", os.path.join(config.cuda_agent_tools_dir, "cuda-agent")))
# Scripts that drive the tools find them on PATH.
llvm_config.with_environment("PATH", config.cuda_agent_tools_dir, append_path=True)
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%repo", config.cuda_agent_src_root))
# Upstream mlir-opt, to show that emitted transform scripts are plain upstream IR.
config.substitutions.append(("%mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))

ptxas = os.path.join(config.cuda_toolkit_bin_dir, "ptxas")
if os.access(ptxas, os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
    # Where the NVVM serializer looks for ptxas (and libdevice) when no
    # CUDA_HOME is set: the toolkit CMake found.
    llvm_config.with_environment("PATH", config.cuda_toolkit_bin_dir, append_path=True)
    if not any(v in config.environment for v in ("CUDA_HOME", "CUDA_ROOT", "CUDA_PATH")):
        config.environment["CUDA_HOME"] = os.path.dirname(config.cuda_toolkit_bin_dir)

# GPU tests (REQUIRES: cuda-gpu) run only where cuda-agent-launch can open a
# device; elsewhere they are reported UNSUPPORTED.
launcher = os.path.join(config.cuda_agent_tools_dir, "cuda-agent-launch")
probe = subprocess.run([launcher, "--probe"], capture_output=True, text=True)
if probe.returncode == 0:
    config.available_features.add("cuda-gpu")
    lit_config.note("GPU tests run on " + probe.stdout.strip())
else:
    lit_config.note("skipped: no GPU (" + probe.stderr.strip() + ")")

# MPI tests (REQUIRES: mpi) run where cuda-agent was built with MPI and an
# mpirun is on PATH; %mpirun oversubscribes (CI has 2 cores) and is allowed
# to run as root (CI's containers); ranks are not bound to cores.
import shutil
mpirun = shutil.which("mpirun")
version = subprocess.run([os.path.join(config.cuda_agent_tools_dir, "cuda-agent"), "--version"],
                         capture_output=True, text=True).stdout
if mpirun and "no MPI" not in version:
    config.available_features.add("mpi")
    config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    config.substitutions.append(("%mpirun", mpirun + " --oversubscribe --bind-to none"))
else:
    lit_config.note("skipped: no MPI (mpirun or an MPI build of cuda-agent)")
