#!/usr/bin/env python3
"""The PyTorch benchmark suite (issue #9): single-op and fused modules at
sizes where eager PyTorch runs about 1-15 ms on the H200, each through
cuda_agent.torch (the backend's path: dispatch regions, the policy's
schedules, every region checked before use) next to eager and
torch.compile (Inductor), in one process, interleaved.

Correctness: 5 fresh random inputs per module against the module in
float64; fp32 passes within atol = rtol = 1e-4, or (reductions and
contractions, whose rounding grows with their length) within 8x eager's own
relative L2 error. Timing: CUDA events, L2 flushed, median of the runs,
the three variants interleaved round by round. Output: a table, JSON
(written as it goes) and with --png a plot of the speedups.

    python bench/torch/suite.py [--kind single|fused] [--modules a,b]
        [--json OUT.json] [--resume] [--png OUT.png] [--runs 30]
        [--max-autotune] [--jobs 8] [--deadline SECONDS] [--samples N]
    python bench/torch/suite.py --report A.json B.json [--png OUT.png]

--max-autotune also times torch.compile(mode="max-autotune") (Triton and
cuBLAS GEMM choices benchmarked, CUDA graphs), compiled in the --jobs
processes too: its choices are benchmarked beside other compilations.

--jobs N first compiles every module, ours and Inductor's, in N processes
(filling cuda-agent's plan cache and Inductor's caches), so the measuring
pass, one module at a time, finds them compiled. --deadline starts no module
after that many seconds (a device call is bounded), and no compile ahead
after half of them (max-autotune's can take minutes: the measuring pass
compiles the rest it reaches); --resume skips the modules the JSON already
holds. --samples N: each region's schedule the
fastest on the GPU of the policy's greedy one, N sampled ones and the
default (cuda_agent.torch.compile's `samples`).
"""
import argparse
import collections
import concurrent.futures
import copy
import json
import math
import multiprocessing
import pathlib
import statistics
import sys
import time
import warnings

import torch
from torch import nn

ROOT = pathlib.Path(__file__).resolve().parents[2]
for path in ("python", "bench", "bench/torch"):
    sys.path.insert(0, str(ROOT / path))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402
from cuda_agent.torch import relative_error  # noqa: E402
from backend import FeedForward, conv_block  # noqa: E402
from schedule_table import time_interleaved  # noqa: E402
from models import (Apply, ConvBnRelu, L2Normalize, LinearAct,  # noqa: E402
                    LinearScaleResidual, Matmul, RmsNorm, disable_tf32,
                    randomize_running_statistics)

F = nn.functional
E = (16384, 32768)      # elementwise: 2 GiB in, 2 GiB out (~1 ms)
R = (65536, 8192)       # row reductions: 2 GiB read
S = (32768, 8192)       # row operations (softmax, norms): 1 GiB in and out
# A device-to-device copy's rate on the H200 (docs/DEVICE.md): the bandwidth
# bound of rows from runs that did not measure their card's
# (copy_bytes_per_us, measured_copy_rate()).
H200_COPY_BYTES_PER_US = 4.27e6


class Binary(nn.Module):
    """A function of two inputs."""

    def __init__(self, function):
        super().__init__()
        self.function = function

    def forward(self, x, y):
        return self.function(x, y)


class Conv(nn.Module):
    def __init__(self, channels_in, channels_out, kernel, act=None):
        super().__init__()
        self.conv = nn.Conv2d(channels_in, channels_out, kernel,
                              padding=kernel // 2)
        self.act = act

    def forward(self, x):
        y = self.conv(x)
        return self.act(y) if self.act else y


class ConvResidual(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, padding=1)

    def forward(self, x):
        return x + torch.relu(self.conv(x))


class NormAct(nn.Module):
    def __init__(self, features, act):
        super().__init__()
        self.norm = nn.LayerNorm(features)
        self.act = act

    def forward(self, x):
        return self.act(self.norm(x))


class AddNorm(nn.Module):
    """LayerNorm(x + y): a residual then its norm."""

    def __init__(self, features, norm):
        super().__init__()
        self.norm = norm(features)

    def forward(self, x, y):
        return self.norm(x + y)


class Attention(nn.Module):
    """softmax(q k^T / sqrt(d)): a batched contraction, then a row op."""

    def forward(self, q, k):
        scores = torch.matmul(q, k.transpose(-1, -2)) * (q.shape[-1] ** -0.5)
        return torch.softmax(scores, dim=-1)


class Logits(nn.Module):
    def __init__(self, features, classes):
        super().__init__()
        self.linear = nn.Linear(features, classes)

    def forward(self, x):
        return torch.log_softmax(self.linear(x), dim=-1)


def mlp():
    return nn.Sequential(nn.Linear(2048, 8192), nn.ReLU(),
                         nn.Linear(8192, 8192), nn.GELU(),
                         nn.Linear(8192, 2048))


def unary(function):
    return (lambda: Apply(function)), [E]


def binary(function, shape=E):
    return (lambda: Binary(function)), [shape, shape]


def rows(function, shape=R):
    return (lambda: Apply(function)), [shape]


SINGLE = {
    "relu": unary(torch.relu),
    "gelu": unary(F.gelu),
    "gelu_tanh": unary(lambda x: F.gelu(x, approximate="tanh")),
    "sigmoid": unary(torch.sigmoid),
    "silu": unary(F.silu),
    "tanh": unary(torch.tanh),
    "exp": unary(torch.exp),
    "softplus": unary(F.softplus),
    "elu": unary(F.elu),
    "leaky_relu": unary(F.leaky_relu),
    "hardswish": unary(F.hardswish),
    "hardsigmoid": unary(F.hardsigmoid),
    "mish": unary(F.mish),
    "abs": unary(torch.abs),
    "neg": unary(torch.neg),
    "square": unary(torch.square),
    "reciprocal": unary(torch.reciprocal),
    "rsqrt": unary(lambda x: torch.rsqrt(x.abs() + 1)),
    "clamp": unary(lambda x: x.clamp(-0.5, 0.5)),
    "add": binary(torch.add),
    "mul": binary(torch.mul),
    "maximum": binary(torch.maximum),
    "row_sum": rows(lambda x: x.sum(-1)),
    "row_mean": rows(lambda x: x.mean(-1)),
    "row_max": rows(lambda x: x.amax(-1)),
    "row_min": rows(lambda x: x.amin(-1)),
    "row_var": rows(lambda x: x.var(-1)),
    "row_norm": rows(lambda x: torch.linalg.vector_norm(x, dim=-1)),
    "logsumexp": rows(lambda x: torch.logsumexp(x, -1), S),
    "column_sum": rows(lambda x: x.sum(0)),
    "softmax": rows(lambda x: torch.softmax(x, -1), S),
    "log_softmax": rows(lambda x: torch.log_softmax(x, -1), S),
    "layernorm": ((lambda: nn.LayerNorm(8192)), [S]),
    "batchnorm": ((lambda: nn.BatchNorm2d(128)), [(64, 128, 112, 112)]),
    "groupnorm": ((lambda: nn.GroupNorm(32, 128)), [(64, 128, 56, 56)]),
    "matmul": (Matmul, [(4096, 4096), (4096, 4096)]),
    "matmul_tall": (Matmul, [(32768, 1024), (1024, 2048)]),
    "bmm": (Matmul, [(64, 1024, 1024), (64, 1024, 1024)]),
    "linear": ((lambda: nn.Linear(4096, 4096)), [(8192, 4096)]),
    "conv3x3": ((lambda: Conv(64, 64, 3)), [(32, 64, 112, 112)]),
    "conv1x1": ((lambda: Conv(256, 256, 1)), [(32, 256, 56, 56)]),
    "maxpool": ((lambda: nn.MaxPool2d(2)), [(64, 128, 112, 112)]),
    "avgpool": ((lambda: nn.AvgPool2d(2)), [(64, 128, 112, 112)]),
}

FUSED = {
    "linear_relu": ((lambda: LinearAct(4096, 4096, torch.relu)), [(8192, 4096)]),
    "linear_gelu": ((lambda: LinearAct(4096, 4096, F.gelu)), [(8192, 4096)]),
    "linear_silu": ((lambda: LinearAct(4096, 4096, F.silu)), [(8192, 4096)]),
    "linear_tanh": ((lambda: LinearAct(4096, 4096, torch.tanh)), [(8192, 4096)]),
    "linear_sigmoid": ((lambda: LinearAct(4096, 4096, torch.sigmoid)),
                       [(8192, 4096)]),
    "linear_residual": ((lambda: LinearScaleResidual(4096)), [(8192, 4096)]),
    "linear_scale": ((lambda: LinearAct(4096, 4096, lambda y: y * 0.125)),
                     [(8192, 4096)]),
    "bmm_scale": ((lambda: Binary(lambda a, b: torch.bmm(a, b) * 0.125)),
                  [(64, 1024, 1024), (64, 1024, 1024)]),
    "conv_bn_relu": ((lambda: ConvBnRelu(64, 64)), [(32, 64, 112, 112)]),
    "conv_relu": ((lambda: Conv(64, 64, 3, torch.relu)), [(32, 64, 112, 112)]),
    "conv_silu": ((lambda: Conv(64, 64, 3, F.silu)), [(32, 64, 112, 112)]),
    "conv_residual": ((lambda: ConvResidual(64)), [(32, 64, 112, 112)]),
    "rmsnorm": ((lambda: RmsNorm(8192)), [S]),
    "layernorm_gelu": ((lambda: NormAct(8192, F.gelu)), [S]),
    "softmax_scale": rows(lambda x: torch.softmax(x * 0.125, -1), S),
    "softmax_mask": binary(lambda x, m: torch.softmax(x + m, -1), S),
    "add_layernorm": ((lambda: AddNorm(8192, nn.LayerNorm)), [S, S]),
    "add_rmsnorm": ((lambda: AddNorm(8192, RmsNorm)), [S, S]),
    "l2_normalize": (L2Normalize, [S]),
    "scale_tanh": unary(lambda x: torch.tanh(x * 0.5) * 2.0),
    "swiglu": binary(lambda a, b: F.silu(a) * b),
    "geglu": binary(lambda a, b: F.gelu(a) * b),
    "sigmoid_gate": binary(lambda x, g: x * torch.sigmoid(g)),
    "bias_gelu": ((lambda: Apply(lambda x: F.gelu(x + 0.5))), [E]),
    "residual_scale_add": binary(lambda x, y: x + 0.9 * y + 0.1),
    "gelu_row_sum": rows(lambda x: F.gelu(x).sum(-1)),
    "mse_rows": binary(lambda x, y: (x - y).square().mean(-1), R),
    "mlp": (mlp, [(4096, 2048)]),
    "feed_forward": ((lambda: FeedForward(2048, 8192)), [(8192, 2048)]),
    "attention_scores": ((lambda: Attention()), [(64, 1024, 128),
                                                 (64, 1024, 128)]),
    "conv_block": ((lambda: conv_block(64)), [(32, 64, 112, 112)]),
    "logits": ((lambda: Logits(4096, 8192)), [(8192, 4096)]),
}

# Reductions and contractions: their float32 rounding grows with their
# length, so they may pass on 8x eager's own error instead of atol/rtol.
LONG = {"row_sum", "row_mean", "row_var", "row_norm", "logsumexp",
        "column_sum", "matmul", "matmul_tall", "bmm", "linear", "conv3x3",
        "conv1x1", "groupnorm", "layernorm", "batchnorm", "softmax",
        "log_softmax"} | set(FUSED)


def build(name):
    factory, shapes = {**SINGLE, **FUSED}[name]
    torch.manual_seed(0)
    module = factory().eval()
    randomize_running_statistics(module)
    # Random affine parameters of the norms too (fresh ones are 1 and 0).
    for layer in module.modules():
        if isinstance(layer, (nn.BatchNorm2d, nn.GroupNorm, nn.LayerNorm)) \
                and layer.weight is not None:
            layer.weight.data.uniform_(0.5, 1.5)
            layer.bias.data.uniform_(-0.5, 0.5)
    return module.cuda(), shapes


def fresh_inputs(shapes, seed):
    generator = torch.Generator(device="cuda").manual_seed(seed)
    return [torch.randn(shape, device="cuda", generator=generator)
            for shape in shapes]


def check(name, module, ours, shapes):
    """Worst case over 5 fresh inputs: relative L2 error of ours and of
    eager against float64, max abs error, and whether each passed."""
    reference_module = copy.deepcopy(module).double()
    worst = {"error": 0.0, "eager_error": 0.0, "max_abs": 0.0, "passed": True}
    for seed in range(1, 6):
        inputs = fresh_inputs(shapes, seed)
        with torch.no_grad():
            expected = reference_module(*[x.double() for x in inputs])
            value = ours(*inputs)
            eager = module(*inputs)
        error = relative_error(value, expected)
        eager_error = relative_error(eager, expected)
        within = torch.allclose(value.double(), expected, atol=1e-4,
                                rtol=1e-4, equal_nan=True)
        passed = within or (name in LONG and error <= max(8 * eager_error,
                                                          1e-6))
        worst["error"] = max(worst["error"], error)
        worst["eager_error"] = max(worst["eager_error"], eager_error)
        finite = torch.isfinite(expected)
        worst["max_abs"] = max(worst["max_abs"], float(
            (value.double() - expected)[finite].abs().max()))
        worst["passed"] &= bool(passed)
        del inputs, expected, value, eager
    del reference_module
    return worst


# --max-autotune's variants: with CUDA graphs (their input copies in the
# time) and without.
AUTOTUNE_MODES = {"max_autotune": "max-autotune",
                  "max_autotune_ncg": "max-autotune-no-cudagraphs"}


def warm(name, max_autotune, samples):
    """Compiles the module both ways (no checks, no timing): what the
    measuring pass then finds in the caches. Seconds it took, or the error."""
    started = time.time()
    try:
        disable_tf32()
        module, shapes = build(name)
        inputs = fresh_inputs(shapes, 0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cuda_agent_torch.compile(module, inputs, samples=samples,
                                     check=False, measure="compile")
            with torch.no_grad():
                torch.compile(module)(*inputs)
                if max_autotune:
                    for mode in AUTOTUNE_MODES.values():
                        torch.compile(module, mode=mode)(*inputs)
        torch.cuda.synchronize()
        return name, time.time() - started, None
    except Exception as error:  # noqa: BLE001 (the measuring pass reports it)
        return name, time.time() - started, f"{type(error).__name__}: {error}"


def warm_all(names, jobs, max_autotune, samples, stop_at=None):
    """warm() of every module in `jobs` processes, with progress. After
    `stop_at` (a time), no further module starts: the measuring pass
    compiles those it reaches."""
    context = multiprocessing.get_context("spawn")
    started = time.time()
    with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=context) \
            as pool:
        futures = [pool.submit(warm, name, max_autotune, samples) for name in names]
        for done, future in enumerate(
                concurrent.futures.as_completed(futures), 1):
            if future.cancelled():
                continue
            name, seconds, error = future.result()
            print(f"[warm {done}/{len(names)} {time.time() - started:.0f} s] "
                  f"{name}: {seconds:.0f} s" + (f" ({error[:160]})"
                                                if error else ""),
                  file=sys.stderr, flush=True)
            if stop_at and time.time() > stop_at:
                stop_at = None
                left = sum(f.cancel() for f in futures)
                print(f"[warm] {left} modules left to the measuring pass "
                      f"(deadline)", file=sys.stderr, flush=True)


def measure(name, runs, max_autotune, samples, our_kernels):
    module, shapes = build(name)
    inputs = fresh_inputs(shapes, 0)
    row = {"module": name, "kind": "single" if name in SINGLE else "fused",
           "shapes": shapes, "samples": samples, "our_kernels": our_kernels}
    # --our-kernels: every region that compiles and verifies runs our
    # kernels, whatever Inductor's time, the rest eagerly.
    fallback = "eager" if our_kernels else "inductor"
    started = time.time()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ours = cuda_agent_torch.compile(module, inputs, samples=samples,
                                        fallback=fallback,
                                        measure=not our_kernels)
    row["compile_s"] = time.time() - started
    row["regions"] = len(ours.regions)
    # Compiled and verified (kept or not after the timing against Inductor).
    row["regions_compiled"] = sum(
        not r.disabled or r.decision is not None for r in ours.regions)
    # Each region's schedule and where it came from (or why it runs eagerly).
    # Each region's schedule, where it came from, the decision against
    # Inductor (with the backend's measured choice) and what runs it.
    row["region_choices"] = [
        {"region": r.description, "schedule": r.choice.get("schedule"),
         "origin": r.choice.get("origin"), "compiler": r.choice.get("compiler"),
         "decision": r.decision,
         "runs": "ours" if not r.disabled else fallback, "reason": r.reason}
        for r in ours.regions]
    row["regions_ours"] = sum(not r.disabled for r in ours.regions)
    row["warnings"] = sorted({str(w.message) for w in caught
                              if str(w.message).startswith("cuda_agent:")})
    row.update(check(name, module, ours, shapes))
    variants = {"eager": module, "inductor": torch.compile(module)}
    if max_autotune:
        for key, mode in AUTOTUNE_MODES.items():
            variants[key] = torch.compile(module, mode=mode)
    variants["ours"] = ours
    with torch.no_grad():
        # Warm-up; eager's outputs also size the least traffic below.
        outputs = [variant(*inputs) for variant in variants.values()][0]
        timed = time_interleaved(
            [lambda v=v: v(*inputs) for v in variants.values()], runs, torch)
    for variant, result in zip(variants, timed):
        for key, value in result.items():
            row[f"{variant}_{key}"] = value
    # The least DRAM traffic: inputs, weights and outputs once each.
    outputs = outputs if isinstance(outputs, (tuple, list)) else [outputs]
    row["min_bytes"] = sum(t.numel() * t.element_size() for t in
                           [*inputs, *module.parameters(), *module.buffers(),
                            *outputs])
    for variant in variants:
        if variant != "ours":
            row[f"vs_{variant}"] = (row[f"{variant}_median_us"]
                                    / row["ours_median_us"])
    torch._dynamo.reset()
    return row


def compiles_every_region(row):
    return row["regions"] and row["regions_compiled"] == row["regions"]


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    # The modules cuda-agent compiles (the others time PyTorch's kernels).
    done = [r for r in rows if "vs_inductor" in r and compiles_every_region(r)]
    figure, axis = plt.subplots(figsize=(max(8, len(done) * 0.28), 4.5))
    positions = range(len(done))
    series = [("vs_eager", "vs eager"), ("vs_inductor", "vs torch.compile")]
    if done and all("vs_max_autotune" in r for r in done):
        series.append(("vs_max_autotune", "vs max-autotune"))
    width = 0.8 / len(series)
    # Bars from 1x: wins go up, losses down.
    for index, (key, label) in enumerate(series):
        offset = (index - (len(series) - 1) / 2) * width
        axis.bar([p + offset for p in positions],
                 [r[key] - 1 for r in done], width, bottom=1.0, label=label)
    axis.axhline(1.0, color="black", linewidth=0.8)
    axis.set_yscale("log")
    axis.yaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
    axis.set_xticks(list(positions))
    axis.set_xticklabels([r["module"] for r in done], rotation=90, fontsize=7)
    axis.set_ylabel("speedup of cuda_agent (x)")
    devices = sorted({r.get("device", "NVIDIA H200") for r in done})
    axis.set_title(f"cuda_agent.torch on the {', '.join(devices)} "
                   "(fp32, TF32 off, policy schedules)")
    axis.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def print_header():
    print("| module | kind | regions (compiled) | rel. error ours / eager | "
          "correct | eager us | torch.compile us | max-autotune us | "
          "max-autotune no CUDA graphs us | ours us (p10-p90) | vs eager | "
          "vs torch.compile | vs max-autotune | vs max-autotune no CUDA "
          "graphs | torch.compile / ours of copy bandwidth |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- "
          "| --- | --- | --- | --- |")


def bandwidth_fraction(row, variant):
    """The fraction of copy bandwidth the variant's time moves the module's
    least traffic at (None for rows without it)."""
    if "min_bytes" not in row:
        return None
    return (row["min_bytes"] / row[f"{variant}_median_us"] /
            row.get("copy_bytes_per_us", H200_COPY_BYTES_PER_US))


def measured_copy_rate():
    """Bytes per microsecond of a 1 GiB device-to-device copy (read plus
    written), the median of 20 after a warm-up: this card's bandwidth bound."""
    source = torch.randn(1 << 28, device="cuda")
    target = torch.empty_like(source)
    (result,) = time_interleaved([lambda: target.copy_(source)], 20, torch)
    del source, target
    return 2 * (1 << 30) / result["median_us"]


def print_row(row):
    if "failure" in row:
        print(f"| {row['module']} | FAILED: {row['failure']} |", flush=True)
        return
    fractions = [bandwidth_fraction(row, v) for v in ("inductor", "ours")]
    roofline = ("-" if None in fractions else
                f"{fractions[0]:.0%} / {fractions[1]:.0%}")
    # Runs without --max-autotune have no such column's values.
    autotuned = [(f"{row[f'{key}_median_us']:.1f}", f"{row[f'vs_{key}']:.2f}x")
                 if f"vs_{key}" in row else ("-", "-")
                 for key in AUTOTUNE_MODES]
    print(f"| {row['module']} | {row['kind']} | {row['regions']} "
          f"({row['regions_compiled']}) | {row['error']:.1e} / "
          f"{row['eager_error']:.1e} | {'yes' if row['passed'] else 'NO'} | "
          f"{row['eager_median_us']:.1f} | {row['inductor_median_us']:.1f} | "
          f"{autotuned[0][0]} | {autotuned[1][0]} | "
          f"{row['ours_median_us']:.1f} "
          f"({row['ours_p10_us']:.0f}-{row['ours_p90_us']:.0f}) | "
          f"{row['vs_eager']:.2f}x | {row['vs_inductor']:.2f}x | "
          f"{autotuned[0][1]} | {autotuned[1][1]} | {roofline} |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=["single", "fused"])
    parser.add_argument("--modules")
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--png", type=pathlib.Path)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--max-autotune", action="store_true")
    parser.add_argument("--jobs", type=int, default=0,
                        help="compile every module first in this many "
                             "processes")
    parser.add_argument("--samples", type=int, default=0,
                        help="policy samples per region, measured")
    parser.add_argument("--our-kernels", action="store_true",
                        help="our kernels wherever they compile and verify, "
                             "not timed against Inductor (no fallback to "
                             "it): the compiler's own quality")
    parser.add_argument("--deadline", type=float,
                        help="start no module after this many seconds")
    parser.add_argument("--resume", action="store_true",
                        help="keep the rows --json holds, skip their modules")
    parser.add_argument("--report", type=pathlib.Path, nargs="+",
                        help="no GPU work: the table, summary and plot of "
                             "earlier runs' JSON")
    args = parser.parse_args()
    print_header()
    if args.report:
        rows = [row for path in args.report
                for row in json.loads(path.read_text())]
        for row in rows:
            print_row(row)
        summarize(rows)
        if args.png:
            plot(rows, args.png)
        return
    disable_tf32()
    names = (args.modules.split(",") if args.modules else
             list(SINGLE if args.kind == "single" else
                  FUSED if args.kind == "fused" else {**SINGLE, **FUSED}))
    rows = []
    if args.resume and args.json and args.json.exists():
        rows = json.loads(args.json.read_text())
        done = {row["module"] for row in rows}
        names = [name for name in names if name not in done]
    copy_rate = measured_copy_rate()
    print(f"{torch.cuda.get_device_name()}: device copy "
          f"{copy_rate / 1e6:.2f} TB/s", flush=True)
    started = time.time()
    if args.jobs and names:
        # Half the deadline at most for compiling ahead: the rest measures.
        stop_at = started + args.deadline / 2 if args.deadline else None
        warm_all(names, args.jobs, args.max_autotune, args.samples, stop_at)
    for index, name in enumerate(names):
        if args.deadline and time.time() - started > args.deadline:
            print(f"deadline: {len(names) - index} modules not measured "
                  f"({', '.join(names[index:])}); --resume goes on",
                  flush=True)
            break
        try:
            row = measure(name, args.runs, args.max_autotune, args.samples,
                          args.our_kernels)
            row["device"] = torch.cuda.get_device_name()
            row["copy_bytes_per_us"] = copy_rate
        except Exception as error:  # noqa: BLE001 (report the module, go on)
            message = " ".join(f"{type(error).__name__}: {error}".split())
            row = {"module": name, "failure": message[:400]}
        print_row(row)
        rows.append(row)
        torch.cuda.empty_cache()
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1))
    summarize(rows)
    if args.png:
        plot(rows, args.png)


def summarize(rows):
    done = [r for r in rows if "vs_inductor" in r and r["passed"]]
    wrong = [r["module"] for r in rows if "passed" in r and not r["passed"]]
    failed = [r["module"] for r in rows if "failure" in r]
    print(f"{len(done)} of {len(rows)} correct and timed"
          + (f"; WRONG: {', '.join(wrong)}" if wrong else "")
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    # What counts is the modules cuda-agent compiles: one with a region
    # running eagerly times PyTorch's kernels for that part.
    compiled = [r for r in done if compiles_every_region(r)]
    partly = [f"{r['module']} ({r['regions_compiled']} of {r['regions']})"
              for r in done if r not in compiled]
    print(f"{len(compiled)} compile every region; eager in part or whole: "
          f"{', '.join(partly) or 'none'}")
    # With the backend's measured choice: where our kernels run.
    ours_everywhere = [r for r in done if r.get("regions") and
                       r.get("regions_ours", r["regions_compiled"]) ==
                       r["regions"]]
    kept = sum(r.get("regions_ours", r["regions_compiled"]) for r in done)
    print(f"our kernels run every region of {len(ours_everywhere)} of "
          f"{len(done)} modules ({kept} of "
          f"{sum(r.get('regions', 0) for r in done)} regions)")
    # Where the schedules of the regions that run ours came from.
    origins = collections.Counter(
        choice.get("origin") for r in done
        for choice in r.get("region_choices", []) if choice.get("runs") == "ours")
    if origins:
        print("their schedules from: " + ", ".join(
            f"{origin} {count}" for origin, count in origins.most_common()))
    bound = [r for r in compiled
             if (bandwidth_fraction(r, "inductor") or 0) >= 0.85]
    groups = [(kind, [r for r in compiled if r["kind"] == kind])
              for kind in ("single", "fused")]
    groups += [("all", compiled),
               ("at the copy bound", bound),
               ("the rest", [r for r in compiled if r not in bound])]
    for label, chosen in groups:
        if chosen:
            print(f"{label}: {describe(chosen)}")
    if bound:
        print(f"torch.compile within 15% of copy bandwidth (no room for a "
              f"large win): {', '.join(r['module'] for r in bound)}")


def describe(rows):
    """How many of `rows` ours beats each baseline on, and the geomeans."""
    baselines = [("eager", "eager"), ("inductor", "torch.compile")]
    # max-autotune where every row timed it (runs with --max-autotune).
    if all("vs_max_autotune" in r for r in rows):
        baselines.append(("max_autotune", "max-autotune"))
    if all("vs_max_autotune_ncg" in r for r in rows):
        baselines.append(("max_autotune_ncg", "max-autotune-no-cudagraphs"))
    faster, geomeans = [], []
    for key, label in baselines:
        ratios = [r[f"vs_{key}"] for r in rows]
        faster.append(f"than {label} on {sum(x > 1 for x in ratios)}")
        geomean = math.exp(statistics.fmean(math.log(x) for x in ratios))
        geomeans.append(f"{geomean:.2f}x vs {label}")
    return (f"{len(rows)} compiled modules; faster {', '.join(faster)}; "
            f"geomean {', '.join(geomeans)}")

if __name__ == "__main__":
    main()
