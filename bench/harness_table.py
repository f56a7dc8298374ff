"""The issue-4 device table: eight kernels, each run by `cuda-agent run`
(checked against the float64 reference, timed adaptively with the default
schedule interleaved in the same worker), next to torch and torch.compile
timed in the same call.

Usage: harness_table.py [--json OUT.json] [--compare EARLIER.json] [--no-torch]
Run from the repository root with cuda-agent on PATH and torch importable
(the GPU machine's /opt/torch/.venv). Each kernel has a few hand-picked
schedules; the table shows the fastest. --compare prints how far each
median moved from an earlier run's (they must agree within 3%).
"""
import argparse
import json
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import schedule_table  # noqa: E402  (import_torch, prepare_torch, median_us, time_compiled)

KERNELS = [
    ("matmul 2048^3", "bench/kernels/matmul-2048.mlir", "matmul:2048,2048,2048",
     ["block(128,128);thread(8,8);reduce(8);promote(0,1)",
      "block(128,128);thread(8,8);reduce(16);promote(0,1)"]),
    ("matmul+bias+relu 2048^3", "bench/kernels/matmul-bias-relu-2048.mlir",
     "linear_relu:2048,2048,2048",
     ["block(128,128);thread(8,8);reduce(8);fuse",
      "block(64,64);thread(4,4);reduce(8);fuse",
      "block(64,64);thread(4,4);reduce(16);fuse"]),
    ("softmax 4096^2", "bench/kernels/softmax-4096.mlir", "softmax:4096,4096",
     ["block(1);split(256);fuse", "block(1);split(512);fuse"]),
    ("rmsnorm 4096^2", "bench/kernels/rmsnorm-4096.mlir", "rmsnorm:4096,4096",
     ["block(1);split(256);fuse", "block(1);split(512);fuse"]),
    ("conv2d 3x3 112^2x64", "bench/kernels/conv2d-nhwc-112.mlir",
     "conv2d_nhwc:1,114,114,64,64,3,3",
     ["block(0,1,28,32);thread(0,0,4,1);reduce(1,1,16)",
      "block(0,1,28,32);thread(0,0,4,1);reduce(1,1,32)",
      "block(0,1,56,32);thread(0,0,4,1);reduce(1,1,16)"]),
    ("batch matmul 16x1024^2x512", "bench/kernels/batch-matmul-16x1024.mlir",
     "bmm:16,1024,1024,512",
     ["block(1,128,128);thread(0,8,8);reduce(8);promote(0,1)",
      "block(1,64,64);thread(0,4,4);reduce(8);promote(0,1)"]),
    ("row sum 4096^2", "bench/kernels/row-sum-4096.mlir", "rowsum:4096,4096",
     ["block(1);split(256)", "block(1);split(512)"]),
    ("gelu 4096^2", "bench/kernels/gelu-4096.mlir", "gelu:4096,4096",
     ["block(4,256);thread(1,4)", "block(1,1024);thread(1,4)",
      "block(8,128);thread(1,4)"]),
]


def run_schedule(kernel, schedule):
    """cuda-agent run's JSON report, or a failure report."""
    done = subprocess.run(["cuda-agent", "run", kernel, "--schedule", schedule,
                           "--json", "--runs", "20"],
                          capture_output=True, text=True, timeout=600)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        return {"schedule": schedule, "correct": False,
                "failure": {"kind": "error", "message": done.stderr.strip()}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json")
    parser.add_argument("--compare")
    parser.add_argument("--no-torch", action="store_true")
    args = parser.parse_args()
    earlier = {}
    if args.compare:
        earlier = {row["kernel"]: row for row in
                   json.loads(pathlib.Path(args.compare).read_text())["rows"]}
    torch = None if args.no_torch else schedule_table.import_torch()
    rows, status = [], 0
    for name, kernel, problem, schedules in KERNELS:
        reports = [run_schedule(kernel, schedule) for schedule in schedules]
        for report in reports:
            if report.get("failure"):
                status = 1
                print(f"FAILED {name} {report.get('schedule')}: "
                      f"{report['failure']['kind']}: {report['failure']['message']}"[:400])
        good = [r for r in reports if not r.get("failure") and r.get("median_us")]
        row = {"kernel": name, "file": kernel, "reports": reports}
        if good:
            best = min(good, key=lambda r: r["median_us"])
            row.update(schedule=best["schedule"], median_us=best["median_us"],
                       p10_us=best["p10_us"], p90_us=best["p90_us"],
                       runs=best["runs"], ci=best["median_ci_rel"],
                       default_us=best["baseline_us"], speedup=best["speedup"],
                       roofline=best["roofline_fraction"],
                       cupti_us=best["kernel_median_us"],
                       rel_l2=best["rel_l2_err"])
        if torch is not None:
            op, _, _ = schedule_table.prepare_torch(problem, torch)
            row["torch_us"] = schedule_table.median_us(op, torch)
            row["torch_compile_us"] = schedule_table.time_compiled(op, torch)
        rows.append(row)

    def us(value):
        return f"{value:9.1f}" if value else f"{'-':>9}"

    print(f"\n{'kernel':<27} {'schedule':<52} {'default':>9} {'ours':>9} "
          f"{'p10-p90':>8} {'runs':>5} {'vs dflt':>7} {'roofl':>6} {'CUPTI':>9} "
          f"{'torch':>9} {'compile':>9} {'vs torch':>8} {'vs comp':>7}")
    for row in rows:
        if "median_us" not in row:
            print(f"{row['kernel']:<27} FAILED")
            continue
        line = (f"{row['kernel']:<27} {row['schedule']:<52} {us(row['default_us'])} "
                f"{us(row['median_us'])} {row['p90_us'] / row['p10_us'] - 1:8.1%} "
                f"{row['runs']:5d} {row['speedup'] or 0:6.2f}x {row['roofline'] or 0:6.1%} "
                f"{us(row['cupti_us'])} {us(row.get('torch_us'))} "
                f"{us(row.get('torch_compile_us'))}")
        if row.get("torch_us"):
            line += f" {row['torch_us'] / row['median_us']:7.2f}x"
        if row.get("torch_compile_us"):
            line += f" {row['torch_compile_us'] / row['median_us']:6.2f}x"
        print(line)
    if earlier:
        # Schedule by schedule: the same command's medians, run before.
        print(f"\n{'kernel':<27} {'schedule':<52} {'now':>9} {'before':>9} {'moved':>7}")
        moved_any = []
        for row in rows:
            before = {r.get("schedule"): r for r in earlier.get(row["kernel"], {}).get("reports", [])}
            pairs = [(r["schedule"], r.get("median_us"), before.get(r.get("schedule"), {}).get("median_us"))
                     for r in row["reports"]]
            pairs.append(("(default)", row.get("default_us"), earlier.get(row["kernel"], {}).get("default_us")))
            for schedule, now, then in pairs:
                if not now or not then:
                    continue
                moved = now / then - 1
                moved_any.append(abs(moved))
                flag = "  > 3%" if abs(moved) > 0.03 else ""
                print(f"{row['kernel']:<27} {schedule:<52} {us(now)} {us(then)} {moved:+7.1%}{flag}")
        within = sum(m <= 0.03 for m in moved_any)
        print(f"{within} of {len(moved_any)} medians within 3% of the earlier run")
        if within < len(moved_any):
            status = 1
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"rows": rows}, indent=2))
    return status


if __name__ == "__main__":
    sys.exit(main())
