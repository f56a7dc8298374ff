#!/usr/bin/env python3
"""Whole models end to end (issue #48): torch.compile(model,
backend="cuda_agent") next to eager, torch.compile (Inductor, default and
with --max-autotune) on the models of bench/torch/models/real.py, in fp32
(TF32 off) and bf16, inference. For each: the error of every variant against
the model in float64 (ours must be within the dtype's tolerance or 8x
eager's own error), the times (CUDA events, L2 flushed, the variants
interleaved, medians with p10-p90), our compile time cold (an empty plan
cache) and warm (the same cache, a fresh dynamo), and how many regions run
our kernels. A table, JSON (--json, written as it goes) and with
--explain the report of every region (cuda_agent.torch.report).

    python bench/torch/end_to_end.py [--models mlp,resnet,encoder,decoder]
        [--dtypes fp32,bf16] [--max-autotune] [--runs 20] [--json OUT.json]
        [--explain OUT.md] [--scale N (the batch divided by N)]
        [--cold-only (no second, warm-cache compile)]
    python bench/torch/end_to_end.py --report RUN.json  (the table again,
        from a committed run's JSON; no GPU)
"""
import argparse
import json
import os
import pathlib
import sys
import tempfile
import time
import warnings

import torch

ROOT = pathlib.Path(__file__).resolve().parents[2]
for path in ("python", "bench/torch"):
    sys.path.insert(0, str(ROOT / path))
import cuda_agent.torch as cuda_agent_torch  # noqa: E402
from cuda_agent.torch import relative_error, timing  # noqa: E402
from models import disable_tf32, real  # noqa: E402

DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16}
# The error a variant may have against float64 beyond 8x eager's own.
TOLERANCE = {"fp32": 1e-4, "bf16": 2e-2}


def compile_ours(model, inputs, cache):
    """torch.compile with our backend on a fresh dynamo, the plan cache at
    `cache`: the compiled model, seconds to its first result, the
    CompiledModules our backend built."""
    torch._dynamo.reset()
    os.environ["CUDA_AGENT_CACHE"] = cache
    built = []
    def backend(graph_module, example_inputs):
        compiled = cuda_agent_torch.backend(graph_module, example_inputs)
        built.append(compiled)
        return compiled
    started = time.time()
    compiled = torch.compile(model, backend=backend)
    with torch.no_grad():
        compiled(*inputs)
    torch.cuda.synchronize()
    return compiled, time.time() - started, built


def measure(name, dtype_name, runs, max_autotune, explain, scale, warm):
    dtype = DTYPES[dtype_name]
    model, shapes = real.build(name, dtype, scale)
    model = model.cuda()
    generator = torch.Generator(device="cuda").manual_seed(1)
    inputs = [torch.randn(shape, device="cuda", generator=generator)
              .to(dtype) for shape in shapes]
    row = {"model": name, "dtype": dtype_name, "shapes": shapes,
           "device": torch.cuda.get_device_name()}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with tempfile.TemporaryDirectory() as cache:
            ours, row["compile_cold_s"], built = compile_ours(model, inputs,
                                                              cache)
            if warm:
                ours, row["compile_warm_s"], built = compile_ours(
                    model, inputs, cache)
    row["warnings"] = sorted({str(w.message)[:300] for w in caught
                              if str(w.message).startswith("cuda_agent:")})
    regions = [region for compiled in built for region in compiled.regions]
    row["graphs"] = len(built)
    row["regions"] = len(regions)
    row["regions_ours"] = sum(not region.disabled for region in regions)
    # What each dynamo graph runs as a whole: ours, inductor or eager.
    row["graphs_run"] = [(compiled.graph_decision or {}).get("runs")
                         for compiled in built]
    if explain is not None:
        explain.write(f"\n## {name} {dtype_name}\n\n" + "\n\n".join(
            cuda_agent_torch.report(compiled) for compiled in built) + "\n")
        explain.flush()
    variants = {"eager": model, "inductor": torch.compile(model)}
    if max_autotune:
        variants["max_autotune"] = torch.compile(model, mode="max-autotune")
    variants["ours"] = ours
    with torch.no_grad():
        expected = real.build(name, torch.float64, scale)[0].cuda()(
            *[x.double() for x in inputs])
        for variant, function in variants.items():
            row[f"{variant}_error"] = relative_error(function(*inputs),
                                                     expected)
        row["passed"] = row["ours_error"] <= max(8 * row["eager_error"],
                                                 TOLERANCE[dtype_name])
        timed = timing.time_interleaved(
            [lambda f=f: f(*inputs) for f in variants.values()], runs)
    for variant, result in zip(variants, timed):
        for key, value in result.items():
            row[f"{variant}_{key}"] = value
        if variant != "ours":
            row[f"vs_{variant}"] = (result["median_us"] /
                                    timed[-1]["median_us"])
    torch._dynamo.reset()
    return row


def print_header():
    print("| model | batch | dtype | regions ours | rel. error ours / eager | "
          "correct "
          "| eager us | torch.compile us (p10-p90) | ours us (p10-p90) | "
          "vs eager | vs torch.compile | max-autotune us | vs max-autotune | "
          "compile s cold / warm |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- "
          "| --- | --- | --- |")


def print_row(row):
    if "failure" in row:
        print(f"| {row['model']} | - | {row['dtype']} | FAILED: "
              f"{row['failure']} |",
              flush=True)
        return
    autotuned = (f"{row['max_autotune_median_us']:.1f} | "
                 f"{row['vs_max_autotune']:.2f}x"
                 if "vs_max_autotune" in row else "- | -")
    warm = (f"{row['compile_warm_s']:.0f}" if "compile_warm_s" in row
            else "-")
    print(f"| {row['model']} | {row['shapes'][0][0]} | {row['dtype']} | "
          f"{row['regions_ours']} of "
          f"{row['regions']} | {row['ours_error']:.1e} / "
          f"{row['eager_error']:.1e} | {'yes' if row['passed'] else 'NO'} | "
          f"{row['eager_median_us']:.1f} | {row['inductor_median_us']:.1f} "
          f"({row['inductor_p10_us']:.0f}-{row['inductor_p90_us']:.0f}) | "
          f"{row['ours_median_us']:.1f} ({row['ours_p10_us']:.0f}-"
          f"{row['ours_p90_us']:.0f}) | {row['vs_eager']:.2f}x | "
          f"{row['vs_inductor']:.2f}x | {autotuned} | "
          f"{row['compile_cold_s']:.0f} / {warm} |",
          flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(real.MODELS))
    parser.add_argument("--dtypes", default="fp32,bf16")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--max-autotune", action="store_true")
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--explain", type=pathlib.Path)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--cold-only", action="store_true",
                        help="compile once (no warm-cache compile time)")
    parser.add_argument("--report", type=pathlib.Path)
    args = parser.parse_args()
    if args.report:
        rows = json.loads(args.report.read_text())
        print_header()
        for row in rows:
            print_row(row)
        return
    disable_tf32()
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}")
    print_header()
    explain = args.explain.open("w") if args.explain else None
    rows = []
    for name in args.models.split(","):
        for dtype_name in args.dtypes.split(","):
            try:
                row = measure(name, dtype_name, args.runs, args.max_autotune,
                              explain, args.scale, not args.cold_only)
            except Exception as error:  # noqa: BLE001 (report it, go on)
                row = {"model": name, "dtype": dtype_name,
                       "failure": " ".join(f"{type(error).__name__}: "
                                           f"{error}".split())[:400]}
            print_row(row)
            rows.append(row)
            torch.cuda.empty_cache()
            if args.json:
                args.json.write_text(json.dumps(rows, indent=1))
    if explain:
        explain.close()


if __name__ == "__main__":
    main()
