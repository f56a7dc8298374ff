#!/usr/bin/env python3
"""GEMMs: our schedules against cuBLAS (torch.matmul), side by side.

For each size and input type, writes the kernel C = A @ B (A, B of the
type; C of the type too, as torch.matmul gives it, or f32 with --c-type
f32; with --b-layout nk, B is stored N x K as a linear layer's weight, C =
A @ B^T) as linalg on tensors, runs `cuda-agent run` with each schedule
(checked against the float64 reference, timed with CUDA events after
warm-up, L2 flushed, median) and times torch.matmul on the same shapes the
same way; f32 GEMMs against cuBLAS with TF32 off (SGEMM), and schedules
with `tf32` (products rounded to tf32 once) against cuBLAS with TF32 on.
The schedule `@policy` is the policy's one-shot choice (`cuda-agent run
--policy default`, or --policy DIR); the rows record the schedule it
chose. Prints TFLOP/s, the ratio to cuBLAS, the 10th-90th percentile
spread of the runs (both sides) and our relative L2 error against
float64; --json writes the rows, --sass counts the tensor-core
instructions in each schedule's SASS (cuobjdump): HMMA (mma.sync) and HGMMA
(wgmma).

  bench/gemm/vs_cublas.py --sizes 4096,8192 --dtypes f16 \
      --schedules 'mma;promote(0,1)|wgmma' --json out.json
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

KERNEL = """func.func @matmul(%A: tensor<{n}x{n}x{t}>, %B: tensor<{n}x{n}x{t}>,
                  %C: tensor<{n}x{n}x{c}>) -> tensor<{n}x{n}x{c}> {{
  %zero = arith.constant 0.0 : {c}
  %init = linalg.fill ins(%zero : {c}) outs(%C : tensor<{n}x{n}x{c}>) -> tensor<{n}x{n}x{c}>
  %product = linalg.matmul {maps} ins(%A, %B : tensor<{n}x{n}x{t}>, tensor<{n}x{n}x{t}>)
                           outs(%init : tensor<{n}x{n}x{c}>) -> tensor<{n}x{n}x{c}>
  return %product : tensor<{n}x{n}x{c}>
}}
"""
POLICY = "@policy"
# B as N x K (C = A @ B^T).
WEIGHT_MAPS = ("indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
               "affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]")


def percentile(sorted_times, fraction):
    """The `fraction` percentile of ascending times (nearest rank)."""
    return sorted_times[min(len(sorted_times) - 1, int(fraction * len(sorted_times)))]


def cublas_microseconds(n, dtype, runs, weight_layout, tf32=False):
    """10th percentile, median and 90th percentile times of torch.matmul
    (cuBLAS) on fresh random n x n inputs, L2 flushed before each run (B
    transposed with `weight_layout`); f32 products rounded to tf32 with
    `tf32`, else full fp32 products."""
    import torch
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch_type = {"f32": torch.float32, "f16": torch.float16,
                  "bf16": torch.bfloat16}[dtype]
    a = torch.randn(n, n, device="cuda", dtype=torch_type)
    b = torch.randn(n, n, device="cuda", dtype=torch_type)
    if weight_layout:
        b = b.t()
    flush = torch.empty(512 * 1024 * 1024, dtype=torch.uint8, device="cuda")
    for _ in range(3):
        torch.matmul(a, b)
    times = []
    for _ in range(runs):
        flush.zero_()
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        torch.matmul(a, b)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000)
    times.sort()
    return percentile(times, 0.1), percentile(times, 0.5), percentile(times, 0.9)


def schedule_options(schedule, policy):
    """cuda-agent's options for a --schedules entry."""
    if schedule == POLICY:
        return [f"--policy={policy}"]
    return [f"--schedule={schedule}"] if schedule else []


def rounds_to_tf32(schedule):
    """Whether the schedule's products are rounded to tf32 once."""
    return "tf32" in (schedule or "").split(";")


def ours(tool, kernel, schedule, policy, runs):
    """`cuda-agent run`'s report of the kernel with the schedule."""
    command = [tool, "run", kernel, "--db=", "--json", f"--runs={runs}"]
    command += schedule_options(schedule, policy)
    result = subprocess.run(command, capture_output=True, text=True)
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError:
        return {"error": (result.stderr or result.stdout).strip()[-300:]}
    return report


def tensor_core_counts(tool, kernel, schedule, policy):
    """HMMA and HGMMA instructions in the SASS of the schedule's kernel."""
    with tempfile.TemporaryDirectory() as out:
        command = [tool, "compile", kernel, "--emit=cubin", "-o", out, "--db="]
        command += schedule_options(schedule, policy)
        if subprocess.run(command, capture_output=True).returncode:
            return None
        counts = {"HMMA": 0, "HGMMA": 0}
        for name in os.listdir(out):
            if name.endswith(".cubin"):
                sass = subprocess.run(["cuobjdump", "-sass", os.path.join(out, name)],
                                      capture_output=True, text=True).stdout
                for line in sass.splitlines():
                    for opcode in counts:
                        counts[opcode] += f" {opcode}." in line or line.strip().endswith(opcode)
        return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", default="cuda-agent")
    parser.add_argument("--sizes", default="4096,8192")
    parser.add_argument("--dtypes", default="f16,bf16")
    parser.add_argument("--schedules", default="mma;promote(0,1);pipeline(3)|wgmma",
                        help="schedules separated by '|' ('' = the default "
                        f"schedule, {POLICY} = the shipped policy's)")
    parser.add_argument("--policy", default="default",
                        help=f"the policy of {POLICY}: 'default' (shipped) or a directory")
    parser.add_argument("--c-type", choices=["input", "f32"], default="input",
                        help="C of the inputs' type (as torch.matmul) or f32")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--b-layout", choices=["kn", "nk"], default="kn",
                        help="B as K x N, or N x K (a linear layer's weight)")
    parser.add_argument("--sass", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    schedules = args.schedules.split("|")
    rows = []
    with tempfile.TemporaryDirectory() as directory:
        for n in map(int, args.sizes.split(",")):
            for dtype in args.dtypes.split(","):
                weights = args.b_layout == "nk"
                c_type = dtype if args.c_type == "input" else "f32"
                kernel = os.path.join(
                    directory, f"matmul-{dtype}-{c_type}-{n}-{args.b_layout}.mlir")
                with open(kernel, "w") as f:
                    f.write(KERNEL.format(n=n, t=dtype, c=c_type,
                                          maps=WEIGHT_MAPS if weights else ""))
                flops = 2.0 * n ** 3
                references = {False: cublas_microseconds(n, dtype, args.runs, weights)}
                if dtype == "f32":
                    references[True] = cublas_microseconds(n, dtype, args.runs, weights,
                                                           tf32=True)
                for tf32, (cublas_p10, cublas, cublas_p90) in references.items():
                    print(f"{n}^3 {dtype} into {c_type}, B {args.b_layout}: "
                          f"cuBLAS{' TF32' if tf32 else ''} {cublas:9.1f} us "
                          f"[{cublas_p10:.1f}-{cublas_p90:.1f}] "
                          f"{flops / cublas / 1e6:7.1f} TFLOP/s", flush=True)
                for schedule in schedules:
                    report = ours(args.tool, kernel, schedule, args.policy, args.runs)
                    median = report.get("median_us")
                    tf32 = dtype == "f32" and rounds_to_tf32(report.get("schedule"))
                    cublas_p10, cublas, cublas_p90 = references[tf32]
                    row = {"n": n, "dtype": dtype, "c_type": c_type,
                           "b_layout": args.b_layout, "schedule": schedule,
                           "chosen": report.get("schedule"),
                           "cublas_tf32": tf32,
                           "cublas_us": cublas, "cublas_p10_us": cublas_p10,
                           "cublas_p90_us": cublas_p90, "ours_us": median,
                           "ours_p10_us": report.get("p10_us"),
                           "ours_p90_us": report.get("p90_us"),
                           "correct": report.get("correct"),
                           "rel_l2_err": report.get("rel_l2_err"),
                           "error": report.get("error") or report.get("failure")}
                    if args.sass:
                        row["sass"] = tensor_core_counts(args.tool, kernel, schedule,
                                                         args.policy)
                    rows.append(row)
                    if median:
                        label = schedule or "(default)"
                        if schedule == POLICY:
                            label += f" = {row['chosen']}"
                        spread = (f"[{row['ours_p10_us']:.1f}-{row['ours_p90_us']:.1f}]"
                                  if row["ours_p10_us"] and row["ours_p90_us"] else "")
                        print(f"    {label:60s} {median:9.1f} us {spread:>17s} "
                              f"{flops / median / 1e6:7.1f} TFLOP/s "
                              f"{cublas / median:5.2f}x cuBLAS{' TF32' if tf32 else ''}  "
                              f"correct={row['correct']} err={row['rel_l2_err'] or 0:.1e}"
                              + (f"  SASS={row['sass']}" if args.sass else ""), flush=True)
                    else:
                        print(f"    {schedule or '(default)':60s} failed: {row['error']}",
                              flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
