#!/usr/bin/env python3
"""Exports the torch benchmark's modules (models.py) with torch-mlir and
puts each in the form of a kernel with `cuda-agent-opt
--cuda-agent-torch-to-kernel` (issue #9).

Runs where torch and torch-mlir are installed (a venv of its own:
scripts/setup-torch-venv). Weights are elided (a kernel is
compiled for any weights and checked on random ones): the kernels stay
small enough to carry to the GPU machine.

    python bench/torch/export.py OUT_DIR [--opt build/bin/cuda-agent-opt]
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile

import torch
from torch_mlir import fx

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import models  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--opt", default="cuda-agent-opt")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    failed = []
    work = pathlib.Path(tempfile.mkdtemp())
    for name in models.MODULES:
        module, inputs = models.build(name)
        with torch.no_grad():
            exported = fx.export_and_import(module, *inputs,
                                            output_type="linalg-on-tensors",
                                            func_name=name)
        torch_path = work / f"{name}.torch.mlir"
        # Weights elided: the kernel is compiled for any weights.
        torch_path.write_text(exported.operation.get_asm(
            large_resource_limit=64))
        kernel_path = args.out / f"{name}.mlir"
        done = subprocess.run([args.opt, str(torch_path),
                               "--cuda-agent-torch-to-kernel", "-o",
                               str(kernel_path)],
                              capture_output=True, text=True)
        if done.returncode:
            failed.append(name)
            print(f"{name}: {done.stderr.strip()}", file=sys.stderr)
            continue
        kernel_path.write_text(
            f"// {name} of bench/torch/models.py, exported by "
            f"bench/torch/export.py (torch {torch.__version__}, torch-mlir "
            f"20261001; weights elided) and cuda-agent-opt "
            f"--cuda-agent-torch-to-kernel.\n" + kernel_path.read_text())
        print(f"wrote {kernel_path}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
