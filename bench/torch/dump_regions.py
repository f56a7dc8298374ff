#!/usr/bin/env python3
"""Writes each dispatch region of a bench/torch/backend.py model, as
torch-mlir exports it here, into a directory (to reproduce on another
machine what this one's torch and torch-mlir give cuda-agent):

    python bench/torch/dump_regions.py MODEL OUT_DIR [--device cuda]
"""
import argparse
import pathlib
import sys

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "bench" / "torch"))
import backend  # noqa: E402
import cuda_agent.torch as cuda_agent_torch  # noqa: E402
from cuda_agent.torch import regions, toolchain  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", choices=sorted(backend.MODELS))
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(0)
    factory, shape = backend.MODELS[args.model]
    module = factory().eval().to(args.device)
    x = torch.randn(shape, device=args.device)
    traced, values = cuda_agent_torch.trace(module, (x,))
    (args.out / "aten.txt").write_text(str(traced.graph))
    for region in regions.partition(traced.graph).regions:
        name = f"region{region.index}"
        text = toolchain.export(regions.extract(region),
                                [values[v] for v in region.inputs()], name)
        (args.out / f"{name}.torch.mlir").write_text(text)
        print(f"wrote {args.out / name}.torch.mlir: {region.describe()}")


if __name__ == "__main__":
    main()
