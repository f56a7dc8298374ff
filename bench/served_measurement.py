"""Where a served measurement's time goes: each kernel compiled with its
default schedule (and float64 reference), then measured by one
`cuda-agent-launch --serve` worker with request variants (the harness's
checks, timing, baseline switched on and off); the median wall time of
--repeat requests per variant, in milliseconds, side by side; then where
the full request's time goes (the harness's phases_ms; "outside": the
request's wall time less their sum: plan and reference set-up, JSON).

Usage: served_measurement.py KERNEL.mlir... [--repeat N] [--json OUT.json]
Run with cuda-agent and cuda-agent-launch on PATH (the GPU machine: the
portable bundle's bin/).
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
from cuda_agent.serve import MeasurementServer  # noqa: E402

# The plan is its own baseline: the interleaved timing costs what it would
# with the default schedule as the baseline.
VARIANTS = [
    ("full", "3 checks (+1 rerun), baseline check, timing CI 2%", {}),
    ("ci5", "the same, timing CI 5%", {"target_ci": 0.05}),
    ("checks", "checks only", {"time": False}),
    ("check1", "1 check, no timing", {"time": False, "checks": 1}),
    ("timing", "timing only (CI 5%), no baseline, no check",
     {"reference": "none", "baseline_plan": "", "target_ci": 0.05}),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="+")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json")
    args = parser.parse_args()
    server = MeasurementServer(timeout=120)
    try:
        server.start()
    except RuntimeError as error:
        print(f"skipped: no GPU ({error})")
        return 2
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for kernel in args.kernels:
            name = pathlib.Path(kernel).stem
            plan = pathlib.Path(work) / name
            compiled = subprocess.run(["cuda-agent", "compile", kernel, "-o", str(plan)],
                                      capture_output=True, text=True)
            if compiled.returncode != 0:
                sys.exit(f"compiling {kernel} failed: {compiled.stderr}")
            base = {"plan": str(plan), "baseline_plan": str(plan), "min_runs": 10,
                    "max_seconds": 0.5}
            row = {"kernel": name}
            for key, _, extra in VARIANTS:
                seconds, phases = [], []
                for _ in range(args.repeat):
                    began = time.perf_counter()
                    report = server.measure({**base, **extra})
                    seconds.append(time.perf_counter() - began)
                    failure = (report.get("failure") or {}).get("kind")
                    if failure:
                        sys.exit(f"{name} ({key}): {failure}: {report.get('failure')}")
                    harness = report.get("phases_ms") or {}
                    # "checks.inputs" and the like are parts of "checks".
                    inside = sum(ms for phase, ms in harness.items() if "." not in phase)
                    phases.append(dict(harness, outside=seconds[-1] * 1e3 - inside))
                row[key] = statistics.median(seconds) * 1e3
                if key == "full":
                    row["phases_ms"] = {phase: statistics.median(p[phase] for p in phases)
                                        for phase in phases[0]}
            rows.append(row)
            print(f"measured {name}", file=sys.stderr)
    print(f"device: {server.device}; median of {args.repeat} requests, ms")
    width = max(len(r["kernel"]) for r in rows)
    print(f"{'kernel':<{width}} " + " ".join(f"{key:>8}" for key, _, _ in VARIANTS))
    for row in rows:
        print(f"{row['kernel']:<{width}} " + " ".join(f"{row[key]:8.1f}" for key, _, _ in VARIANTS))
    for key, meaning, _ in VARIANTS:
        print(f"  {key}: {meaning}")
    phase_names = list(rows[0]["phases_ms"])
    print(f"\nphases of 'full', ms (median of {args.repeat})")
    print(f"{'kernel':<{width}} " + " ".join(f"{phase:>14}" for phase in phase_names))
    for row in rows:
        print(f"{row['kernel']:<{width}} "
              + " ".join(f"{row['phases_ms'].get(phase, 0):14.1f}" for phase in phase_names))
    server.stop()
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
