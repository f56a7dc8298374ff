#!/usr/bin/env python3
"""Host time per call of a compiled region whose GPU work is ~2 us (ReLU
over 1024 floats): eager, torch.compile and cuda_agent.torch, 3000 calls
each after warm-up, then a synchronize; and cProfile's view of ours (where
the microseconds of the launch path go).

    python bench/torch/host_overhead.py [--calls 3000]
"""
import argparse
import cProfile
import io
import pathlib
import pstats
import sys
import time

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402


def relu(x):
    return torch.relu(x)


def per_call_us(function, x, calls):
    for _ in range(50):
        function(x)
    torch.cuda.synchronize()
    started = time.perf_counter()
    for _ in range(calls):
        function(x)
    torch.cuda.synchronize()
    return (time.perf_counter() - started) / calls * 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=3000)
    args = parser.parse_args()
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return
    x = torch.randn(1024, device="cuda")
    ours = cuda_agent_torch.compile(relu, (x,))
    variants = (("eager", relu), ("torch.compile", torch.compile(relu)),
                ("cuda_agent", ours))
    print("| variant | host us per call |\n| --- | --- |")
    for name, function in variants:
        print(f"| {name} | {per_call_us(function, x, args.calls):.2f} |")
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(args.calls):
        ours(x)
    profile.disable()
    torch.cuda.synchronize()
    out = io.StringIO()
    pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(12)
    print(out.getvalue())


if __name__ == "__main__":
    main()
