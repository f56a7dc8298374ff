#!/usr/bin/env python3
"""Writes the part of a bench/torch/backend.py model the compiler takes, as
torch-mlir exports it here (each op located at its FX node), into a
directory (to reproduce on another machine what this one's torch and
torch-mlir give cuda-agent; `cuda-agent import --locations`, then
`cuda-agent regions` or `compile --host-fallback`):

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
    export = regions.Export(traced)
    text = toolchain.export(export.module,
                            [values[v] for v in export.arguments], "model",
                            locations=True)
    (args.out / "model.torch.mlir").write_text(text)
    print(f"wrote {args.out / 'model.torch.mlir'}: {len(export.nodes)} "
          f"operations; left in the graph: "
          f"{[str(n.target) for n in export.left] or 'none'}")


if __name__ == "__main__":
    main()
