#!/usr/bin/env python3
"""The torch benchmark on the GPU (issue #9): each module of models.py run
by PyTorch eager, by torch.compile (Inductor, default mode) and as our
kernel (the module exported by export.py, tuned by `cuda-agent tune`),
in one process run, side by side.

PyTorch is timed as bench/schedule_table.py times it: CUDA events after
warm-up, the L2 flushed before every run, median of 50 runs; fp32 with
TF32 off (our kernels compute
in fp32 FMA). Our time is the fastest verified trial of `cuda-agent tune`
(each trial checked against the float64 reference of the exported module
on fresh random inputs and weights, timed the same way by our harness).

    python bench/torch/compare.py KERNEL_DIR --budget 32 --json OUT.json
"""
import argparse
import collections
import json
import math
import pathlib
import statistics
import subprocess
import sys
import tempfile

import torch

HERE = pathlib.Path(__file__).parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
import models  # noqa: E402
from schedule_table import median_us, time_compiled  # noqa: E402

def time_torch(name):
    """Median us of the module in eager mode and under torch.compile (None
    where compiling fails)."""
    module, inputs = models.build(name)
    module = module.cuda()
    inputs = [tensor.cuda() for tensor in inputs]
    with torch.no_grad():
        return (median_us(lambda: module(*inputs), torch),
                time_compiled(lambda: module(*inputs), torch))


def tune_ours(kernel, budget, workers):
    with tempfile.TemporaryDirectory() as work:
        report = pathlib.Path(work) / "tune.json"
        done = subprocess.run(
            ["cuda-agent", "tune", str(kernel), "--budget", str(budget),
             "--json", str(report), "--db=", "--workers", str(workers)],
            capture_output=True, text=True)
        if done.returncode:
            return {"error": (done.stderr.strip().splitlines() or ["?"])[-1]}
        run = json.loads(report.read_text())[0]
    measured = [t for t in run["trials"] if t["outcome"] == "measured"]
    if not measured or not run["default_us"]:
        outcomes = collections.Counter(t["outcome"] for t in run["trials"])
        return {"error": "no schedule verified (default schedule included): "
                         + ", ".join(f"{n} {o}" for o, n in outcomes.items())}
    best = min(measured, key=lambda t: t["us"])
    if best["us"] >= run["default_us"]:  # no trial beat the default
        return {"default_us": run["default_us"], "us": run["default_us"],
                "schedule": "(default)"}
    return {"default_us": run["default_us"], "us": best["us"],
            "schedule": best["schedule"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", type=pathlib.Path)
    parser.add_argument("--budget", type=int, default=32)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--json", type=pathlib.Path)
    args = parser.parse_args()
    models.disable_tf32()

    rows = []
    for name in models.MODULES:
        kernel = args.kernels / f"{name}.mlir"
        row = {"module": name}
        row["eager_us"], row["compile_us"] = time_torch(name)
        row.update(tune_ours(kernel, args.budget, args.workers)
                   if kernel.exists() else {"error": "not exported"})
        rows.append(row)
        print(f"[{len(rows)}/{len(models.MODULES)}] {name}", file=sys.stderr,
              flush=True)
        if args.json:  # as it goes: a run cut short keeps what it measured
            args.json.write_text(json.dumps(rows, indent=2) + "\n")

    print(f"{'module':14} {'eager us':>9} {'compile us':>10} "
          f"{'ours default':>12} {'ours tuned':>10} {'vs eager':>8} "
          f"{'vs compile':>10}  schedule / error")
    for row in rows:
        compiled = row["compile_us"]
        cells = [f"{row['module']:14}", f"{row['eager_us']:9.1f}",
                 f"{compiled:10.1f}" if compiled else f"{'failed':>10}"]
        if "error" in row:
            print(" ".join(cells + [f"{'-':>12} {'-':>10} {'-':>8} {'-':>10}",
                                    f" {row['error']}"]))
            continue
        row["vs_eager"] = row["eager_us"] / row["us"]
        row["vs_compile"] = compiled / row["us"] if compiled else None
        print(" ".join(cells + [
            f"{row['default_us']:12.1f}", f"{row['us']:10.1f}",
            f"{row['vs_eager']:7.2f}x",
            f"{row['vs_compile']:9.2f}x" if compiled else f"{'-':>10}",
            f" {row['schedule']}"]))
    done = [row for row in rows if "error" not in row]
    against_compile = [row for row in done if row["vs_compile"]]
    if done:
        def geomean(key, chosen):
            return math.exp(statistics.fmean(math.log(r[key]) for r in chosen))
        summary = (f"{len(done)} of {len(rows)} compiled; geomean "
                   f"{geomean('vs_eager', done):.2f}x vs eager")
        if against_compile:
            faster = sum(r["vs_compile"] > 1 for r in against_compile)
            summary += (f", {geomean('vs_compile', against_compile):.2f}x vs "
                        f"torch.compile; faster than torch.compile on "
                        f"{faster} of {len(against_compile)}")
        print(summary)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
