#!/usr/bin/env python3
"""Host time per call of compiled graphs whose GPU work is a few
microseconds, where launching is what costs: a ReLU over 1024 floats (one
region) and a small pre-norm MLP block (LayerNorm, two linear layers with
GELU, a residual: several regions) at batch 8. Eager, torch.compile
(default and reduce-overhead: CUDA graphs) and cuda_agent.torch (default,
and reduce-overhead: Inductor replays the graph, our kernels included, as
CUDA graphs); --calls calls each after warm-up, then a synchronize; and
cProfile's view of ours (where the microseconds of the launch path go).

    python bench/torch/host_overhead.py [--calls 3000] [--json OUT.json]
"""
import argparse
import cProfile
import io
import json
import pathlib
import pstats
import sys
import time
import warnings

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402


class Block(torch.nn.Module):
    def __init__(self, width=256):
        super().__init__()
        self.norm = torch.nn.LayerNorm(width)
        self.up = torch.nn.Linear(width, 2 * width)
        self.down = torch.nn.Linear(2 * width, width)

    def forward(self, x):
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


def per_call_us(function, x, calls):
    for _ in range(50):
        function(x)
    torch.cuda.synchronize()
    started = time.perf_counter()
    for _ in range(calls):
        function(x)
    torch.cuda.synchronize()
    return (time.perf_counter() - started) / calls * 1e6


def variants(model, x):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return (("eager", model),
                ("torch.compile", torch.compile(model)),
                ("torch.compile reduce-overhead",
                 torch.compile(model, mode="reduce-overhead")),
                ("cuda_agent", cuda_agent_torch.compile(model, (x,))),
                ("cuda_agent reduce-overhead", cuda_agent_torch.compile(
                    model, (x,), mode="reduce-overhead")))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=3000)
    parser.add_argument("--json", type=pathlib.Path)
    args = parser.parse_args()
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}")
    graphs = (("relu 1024", torch.nn.ReLU(), torch.randn(1024, device="cuda")),
              ("MLP block 8x256", Block().cuda().eval(),
               torch.randn(8, 256, device="cuda")))
    rows = []
    print("| graph | variant | host us per call | regions ours |\n"
          "| --- | --- | --- | --- |")
    for graph, model, x in graphs:
        with torch.no_grad():
            for name, function in variants(model, x):
                ours = getattr(function, "regions", None)
                row = {"graph": graph, "variant": name,
                       "us_per_call": per_call_us(function, x, args.calls),
                       "regions": None if ours is None else len(ours),
                       "regions_ours": None if ours is None else
                       sum(not r.disabled for r in ours)}
                rows.append(row)
                print(f"| {graph} | {name} | {row['us_per_call']:.2f} | "
                      f"{'-' if ours is None else row['regions_ours']} of "
                      f"{'-' if ours is None else row['regions']} |",
                      flush=True)
                if name == "cuda_agent" and graph.startswith("MLP"):
                    profile = cProfile.Profile()
                    profile.enable()
                    for _ in range(args.calls):
                        function(x)
                    profile.disable()
                    torch.cuda.synchronize()
                    out = io.StringIO()
                    pstats.Stats(profile, stream=out).sort_stats(
                        "tottime").print_stats(12)
                    profiled = out.getvalue()
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    print(profiled)


if __name__ == "__main__":
    main()
