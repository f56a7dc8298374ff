#!/usr/bin/env python3
"""torch.compile(model, backend="cuda_agent") on models of several dispatch
regions, next to eager and Inductor (issue #9): outputs against the model
in float64, then times (CUDA events, L2 flushed, medians).

Runs on the GPU machine with its torch, torch-mlir importable and the
cuda-agent tool on PATH (docs/TORCH.md):

    python bench/torch/backend.py [--json OUT.json] [--models mlp,...]
"""
import argparse
import json
import pathlib
import sys
import warnings

import torch
import torch.nn as nn

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "python"))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402
from cuda_agent.torch import relative_error  # noqa: E402
from models import disable_tf32, randomize_running_statistics  # noqa: E402
from schedule_table import median_us  # noqa: E402


class FeedForward(nn.Module):
    """A transformer's feed-forward block: x + W2 gelu(W1 norm(x))."""

    def __init__(self, width, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(width)
        self.up = nn.Linear(width, hidden)
        self.down = nn.Linear(hidden, width)

    def forward(self, x):
        return x + self.down(nn.functional.gelu(self.up(self.norm(x))))


def conv_block(channels):
    return nn.Sequential(
        nn.Conv2d(channels, channels, 3, padding=1), nn.BatchNorm2d(channels),
        nn.ReLU(), nn.Conv2d(channels, channels, 3, padding=1),
        nn.BatchNorm2d(channels), nn.ReLU())


# name -> (module factory, input shape)
MODELS = {
    "mlp_small": (lambda: nn.Sequential(nn.Linear(64, 128), nn.ReLU(),
                                        nn.Linear(128, 32)), (16, 64)),
    "mlp": (lambda: nn.Sequential(nn.Linear(1024, 4096), nn.ReLU(),
                                  nn.Linear(4096, 4096), nn.GELU(),
                                  nn.Linear(4096, 1024)), (2048, 1024)),
    "feed_forward": (lambda: FeedForward(1024, 4096), (4096, 1024)),
    "conv_block_small": (lambda: conv_block(8), (2, 8, 16, 16)),
    "conv_block": (lambda: conv_block(64), (16, 64, 56, 56)),
}


def build(name, seed=0):
    torch.manual_seed(seed)
    factory, shape = MODELS[name]
    module = factory().eval()
    randomize_running_statistics(module)
    return module.cuda(), torch.randn(shape, device="cuda")


def measure(name):
    module, x = build(name)
    with torch.no_grad():
        reference = module.double()(x.double())
        module.float()
        eager = module(x)
        torch._dynamo.reset()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ours = torch.compile(module, backend="cuda_agent")
            ours_out = ours(x)
        compiled = cuda_agent_torch.compile(module, (x,))
        regions = compiled.regions
        torch._dynamo.reset()
        inductor = torch.compile(module)
        inductor_out = inductor(x)
        row = {
            "model": name,
            "regions": len(regions),
            "regions_compiled": sum(not r.disabled for r in regions),
            "warnings": sorted({str(w.message) for w in caught
                                if str(w.message).startswith("cuda_agent:")}),
            "error_eager": relative_error(eager, reference),
            "error_inductor": relative_error(inductor_out, reference),
            "error_ours": relative_error(ours_out, reference),
            "max_abs_ours_vs_eager": float((ours_out - eager).abs().max()),
            "eager_us": median_us(lambda: module(x), torch),
            "inductor_us": median_us(lambda: inductor(x), torch),
            "ours_us": median_us(lambda: ours(x), torch),
        }
    row["matches"] = row["error_ours"] <= max(8 * row["error_eager"], 1e-5)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--models", default=",".join(MODELS))
    args = parser.parse_args()
    disable_tf32()
    print("| model | regions (compiled) | rel. error eager / Inductor / ours "
          "(vs float64) | max abs ours - eager | matches | eager us | "
          "Inductor us | ours us | ours vs eager | ours vs Inductor |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    rows = []
    for name in args.models.split(","):
        try:
            row = measure(name)
        except Exception as error:  # noqa: BLE001 (report the model, go on)
            row = {"model": name, "failure": f"{type(error).__name__}: {error}"[:500]}
            print(f"| {name} | FAILED: {row['failure']} |")
        else:
            print(f"| {name} | {row['regions']} ({row['regions_compiled']}) | "
                  f"{row['error_eager']:.1e} / {row['error_inductor']:.1e} / "
                  f"{row['error_ours']:.1e} | {row['max_abs_ours_vs_eager']:.1e} | "
                  f"{'yes' if row['matches'] else 'NO'} | {row['eager_us']:.1f} | "
                  f"{row['inductor_us']:.1f} | {row['ours_us']:.1f} | "
                  f"{row['eager_us'] / row['ours_us']:.2f}x | "
                  f"{row['inductor_us'] / row['ours_us']:.2f}x |")
            for warning in row["warnings"]:
                print(f"    warning: {warning}")
        rows.append(row)
        sys.stdout.flush()
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1))
    failed = [r["model"] for r in rows if "failure" in r or not r["matches"]]
    print(f"{len(rows) - len(failed)} of {len(rows)} match"
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
