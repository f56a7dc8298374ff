"""Table of bench/schedules results, with torch timed in the same run.

Usage: schedule_table.py WORK_DIR KERNEL TORCH_PROBLEM JSON_OUT
WORK_DIR holds scheduleN.txt and resultN.json (cuda-agent-launch reports);
TORCH_PROBLEM is "", "matmul:M,N,K" (torch.matmul), "rowsum:M,N" (torch.sum
over dim 1), "softmax:M,N" (torch.softmax over dim 1), "rmsnorm:M,N"
(torch.nn.functional.rms_norm over dim 1 with a weight, eps 1e-5),
"layernorm:M,N" (torch.nn.functional.layer_norm likewise, weight and bias),
"linear_relu:M,N,K" (relu(A @ B + bias)), "bmm:BATCH,M,N,K" (torch.bmm),
"conv2d_nhwc:N,H,W,C,F,KH,KW" (conv2d, channels_last, no padding) or
"gelu:M,N" (tanh GELU): fp32, TF32 off, CUDA events, L2 flushed as
cuda-agent-launch flushes it (by reading 256 MiB), median of 50 runs after
warm-up.
"""
import json
import pathlib
import sys

PYTHON_PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "python"


def torch_ops(kind, sizes, torch):
    """The torch computation of a --torch problem on fresh random inputs, and
    a copy of its largest input (the bandwidth a single pass can reach)."""
    if kind == "matmul":
        m, n, k = sizes
        a = torch.rand(m, k, device="cuda")
        b = torch.rand(k, n, device="cuda")
        largest = a if m * k >= k * n else b
        op = lambda: torch.matmul(a, b)
    elif kind in ("rowsum", "softmax", "rmsnorm", "layernorm"):
        m, n = sizes
        largest = torch.rand(m, n, device="cuda")
        weight = torch.rand(n, device="cuda")
        bias = torch.rand(n, device="cuda")
        functional = torch.nn.functional
        op = {
            "rowsum": lambda: torch.sum(largest, dim=1),
            "softmax": lambda: torch.softmax(largest, dim=1),
            "rmsnorm": lambda: functional.rms_norm(largest, (n,), weight, eps=1e-5),
            "layernorm": lambda: functional.layer_norm(largest, (n,), weight, bias,
                                                       eps=1e-5),
        }[kind]
    elif kind == "linear_relu":
        m, n, k = sizes
        a = torch.rand(m, k, device="cuda")
        b = torch.rand(k, n, device="cuda")
        bias = torch.rand(n, device="cuda")
        largest = a if m * k >= k * n else b
        op = lambda: torch.relu(torch.matmul(a, b) + bias)
    elif kind == "bmm":
        batch, m, n, k = sizes
        a = torch.rand(batch, m, k, device="cuda")
        b = torch.rand(batch, k, n, device="cuda")
        largest = a if m >= n else b
        op = lambda: torch.bmm(a, b)
    elif kind == "conv2d_nhwc":
        # The same NHWC layout as the kernel: channels_last.
        batch, height, width, channels, filters, kh, kw = sizes
        largest = torch.rand(batch, channels, height, width, device="cuda").to(
            memory_format=torch.channels_last)
        weight = torch.rand(filters, channels, kh, kw, device="cuda").to(
            memory_format=torch.channels_last)
        op = lambda: torch.nn.functional.conv2d(largest, weight)
    elif kind == "gelu":
        m, n = sizes
        largest = torch.rand(m, n, device="cuda")
        op = lambda: torch.nn.functional.gelu(largest, approximate="tanh")
    else:
        raise SystemExit(f"unknown --torch problem kind {kind!r} (matmul, rowsum, "
                         "softmax, rmsnorm, layernorm, linear_relu, bmm, "
                         "conv2d_nhwc, gelu)")
    copy = torch.empty_like(largest)
    return op, lambda: copy.copy_(largest), 2 * largest.numel() * largest.element_size()


def median_us(op, torch):
    return time_interleaved([op], 50, torch)[0]["median_us"]


def time_interleaved(ops, runs, torch):
    """cuda_agent.torch.timing's (`torch` passed by the callers, which import
    it only where it is installed)."""
    if str(PYTHON_PACKAGE) not in sys.path:
        sys.path.insert(0, str(PYTHON_PACKAGE))
    from cuda_agent.torch import timing
    return timing.time_interleaved(ops, runs)


def time_compiled(op, torch):
    """Median us of torch.compile(op) (Inductor), or None where it fails."""
    try:
        compiled = torch.compile(op)
        compiled()
        return median_us(compiled, torch)
    except Exception as error:  # noqa: BLE001 (any compile failure: report, go on)
        print(f"torch.compile failed: {type(error).__name__}: {error}"[:300])
        return None


def import_torch():
    """torch where it is importable and sees a GPU, else None (saying why)."""
    try:
        import torch
    except ImportError:
        print("skipped torch: not installed")
        return None
    if not torch.cuda.is_available():
        print("skipped torch: no GPU")
        return None
    return torch


def prepare_torch(problem, torch):
    """(the torch op, its copy, bytes the copy moves) for `problem`
    ("kind:sizes"), in fp32 as our kernels compute (TF32 off)."""
    kind, _, sizes = problem.partition(":")
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    return torch_ops(kind, [int(s) for s in sizes.split(",")], torch)


def time_torch(problem):
    """(median us of the torch op, of the copy, bytes the copy moves, median
    us of the torch.compile'd op or None) for `problem`, or None."""
    torch = import_torch()
    if torch is None:
        return None
    op, copy, copy_bytes = prepare_torch(problem, torch)
    # Inductor's kernels for the bandwidth-bound kinds (a matmul it hands
    # to cuBLAS too).
    kind = problem.partition(":")[0]
    compiled_us = time_compiled(op, torch) if kind != "matmul" else None
    return median_us(op, torch), median_us(copy, torch), copy_bytes, compiled_us


def main():
    work, kernel, problem, json_out = sys.argv[1:5]
    work = pathlib.Path(work)
    rows, device = [], "?"
    for path in sorted(work.glob("schedule*.txt"), key=lambda p: int(p.stem[8:])):
        index = path.stem[8:]
        schedule = path.read_text().strip()
        result = work / f"result{index}.json"
        if not result.exists() or not result.stat().st_size:
            rows.append({"schedule": schedule, "failed": True})
            continue
        report = json.loads(result.read_text())
        device = report["device"]
        if report.get("failure"):
            rows.append({"schedule": schedule, "failed": True})
            continue
        # Bytes the kernel must move at least: each buffer once.
        plan = json.loads((work / f"plan{index}" / "launch.json").read_text())
        moved = sum(arg["bytes"] for launch in plan["launches"]
                    for arg in launch["args"])
        rows.append({
            "schedule": report.get("schedule", schedule),
            "correct": report["correct"],
            "rel_l2_err": max(c["rel_l2_err"] for c in report["checks"]),
            "median_us": report["median_us"],
            "p10_us": report["p10_us"],
            "p90_us": report["p90_us"],
            "gflops": report.get("gflops"),
            "gbytes_per_s": moved / (report["median_us"] * 1e3),
        })
    timed = time_torch(problem) if problem else None
    torch_us = timed[0] if timed else None
    copy_gbs = timed[2] / (timed[1] * 1e3) if timed else None
    compiled_us = timed[3] if timed else None
    print(f"\n{kernel} on {device}"
          + (f"; torch ({problem}): {torch_us:.1f} us; copy of its largest "
             f"input: {timed[1]:.1f} us = {copy_gbs:.0f} GB/s" if timed else "")
          + (f"; torch.compile: {compiled_us:.1f} us" if compiled_us else ""))
    header = (f"{'schedule':<62} {'ok':>3} {'rel_l2':>8} {'median_us':>10} "
              f"{'p90/p10':>8} {'TFLOP/s':>8} {'GB/s':>7}")
    if torch_us:
        header += f" {'vs torch':>8} {'of copy':>7}"
    if compiled_us:
        header += f" {'vs compile':>10}"
    print(header)
    ran = [r for r in rows if not r.get("failed")]
    for r in sorted(ran, key=lambda r: r["median_us"]):
        line = (f"{r['schedule']:<62} {'yes' if r['correct'] else 'NO':>3} "
                f"{r['rel_l2_err']:8.1e} {r['median_us']:10.1f} "
                f"{r['p90_us'] / r['p10_us'] - 1:8.1%} "
                f"{(r['gflops'] or 0) / 1e3:8.2f} {r['gbytes_per_s']:7.0f}")
        if torch_us:
            r["fraction_of_torch"] = torch_us / r["median_us"]
            r["fraction_of_copy_bandwidth"] = r["gbytes_per_s"] / copy_gbs
            line += (f" {r['fraction_of_torch']:8.1%}"
                     f" {r['fraction_of_copy_bandwidth']:7.1%}")
        if compiled_us:
            r["speedup_over_torch_compile"] = compiled_us / r["median_us"]
            line += f" {r['speedup_over_torch_compile']:9.2f}x"
        print(line)
    for r in rows:
        if r.get("failed"):
            print(f"{r['schedule']:<62}  FAILED")
    print(f"correct: {sum(bool(r.get('correct')) for r in rows)}/{len(rows)}")
    if json_out:
        pathlib.Path(json_out).write_text(json.dumps(
            {"kernel": kernel, "device": device, "torch_problem": problem,
             "torch_us": torch_us, "torch_compile_us": compiled_us,
             "copy_gbytes_per_s": copy_gbs,
             "schedules": rows}, indent=2))
    return 0 if all(r.get("correct") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
