#!/usr/bin/env python3
"""How well the environment's cost model ranks schedules: Spearman's rank
correlation of modelled against measured times, per kernel and per family.

  scripts/cost_model_eval.py prepare OUT [--per-kernel N] [--seed S] [--exclude DIR...]
      (here: random legal schedules of the bench kernels plus each default,
      those of earlier sets left out, compiled to plans, with the model's
      time; OUT/plans.tar.xz to carry)
  scripts/cost_model_eval.py measure OUT
      (on the GPU machine: each plan timed by a cuda-agent-launch --serve
      worker, L2 flushed, median of 5-10 runs; OUT/measured.jsonl)
  scripts/cost_model_eval.py score OUT [--json OUT.json]
      (the table; docs/ENV.md quotes it)

cuda-agent and cuda-agent-launch must be on PATH.
"""
import argparse
import concurrent.futures
import json
import pathlib
import subprocess
import sys
import tarfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python"))
from cuda_agent.serve import MeasurementServer  # noqa: E402
# Relative to the repository root.
KERNELS = [
    "examples/matmul.mlir",
    "test/Inputs/kernels/conv2d-nhwc.mlir",
    "test/Inputs/kernels/batch-matmul.mlir",
    "bench/kernels/softmax-16384x1024.mlir",
    "bench/kernels/rmsnorm-16384x1024.mlir",
    "bench/kernels/matmul-2048.mlir",
    "bench/kernels/matmul-bias-relu-2048.mlir",
    "bench/kernels/batch-matmul-16x1024.mlir",
    "bench/kernels/conv2d-nhwc-112.mlir",
    "bench/kernels/softmax-4096.mlir",
    "bench/kernels/rmsnorm-4096.mlir",
    "bench/kernels/layernorm-4096.mlir",
    "bench/kernels/row-sum-4096.mlir",
    "bench/kernels/gelu-4096.mlir",
]


def run(command, timeout=600):
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


def prepare_one(out, kernel, index, schedule):
    name = pathlib.Path(kernel).stem
    plan = out / "plans" / name / str(index)
    compiled = run(["cuda-agent", "compile", str(ROOT / kernel), "--schedule", schedule,
                    "--reference=false", "-o", str(plan)])
    if compiled.returncode != 0:
        return {"kernel": name, "schedule": schedule, "error": compiled.stderr.strip()[-300:]}
    observed = features(kernel, schedule)
    return {"kernel": name, "family": observed["family"], "schedule": schedule,
            "model_us": observed["model_us"],
            "plan": str(plan.relative_to(out))}


def prepare(args):
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    jobs = []
    # Schedules measured before (--exclude): a fresh set is out of sample.
    excluded = {}
    for earlier in args.exclude:
        for line in open(pathlib.Path(earlier) / "pairs.jsonl"):
            pair = json.loads(line)
            excluded.setdefault(pair["kernel"], set()).add(pair["schedule"])
    for kernel in KERNELS:
        sampled = run(["cuda-agent", "sample", str(ROOT / kernel), "-n",
                       str(args.per_kernel - 1),
                       "--seed", str(args.seed)])
        # Row kernels have fewer legal schedules than asked for: take them all.
        if sampled.returncode != 0 and "found only" not in sampled.stderr:
            sys.exit(f"sampling {kernel} failed: {sampled.stderr}")
        seen = excluded.get(pathlib.Path(kernel).stem, set())
        schedules = [""] + [s for s in sampled.stdout.splitlines()
                            if s.strip() and s not in seen]
        jobs += [(kernel, index, schedule) for index, schedule in enumerate(schedules)]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for done, row in enumerate(pool.map(lambda job: prepare_one(out, *job), jobs), 1):
            rows.append(row)
            print(f"\rcompiled {done}/{len(jobs)}", end="", flush=True, file=sys.stderr)
    print()
    failed = [r for r in rows if "error" in r]
    for row in failed:
        print(f"FAILED to compile {row['kernel']} '{row['schedule']}': {row['error']}")
    with open(out / "pairs.jsonl", "w") as file:
        for row in rows:
            if "error" not in row:
                file.write(json.dumps(row) + "\n")
    with tarfile.open(out / "plans.tar.xz", "w:xz") as archive:
        archive.add(out / "plans", arcname="plans")
        archive.add(out / "pairs.jsonl", arcname="pairs.jsonl")
    print(f"{len(rows) - len(failed)} plans in {out / 'plans.tar.xz'}")
    return 1 if failed else 0


def measure(args):
    out = pathlib.Path(args.out)
    if not (out / "plans").exists():
        with tarfile.open(out / "plans.tar.xz") as archive:
            archive.extractall(out)
    pairs = [json.loads(line) for line in open(out / "pairs.jsonl")]
    server = MeasurementServer(timeout=60)
    with open(out / "measured.jsonl", "w") as file:
        for done, pair in enumerate(pairs, 1):
            report = server.measure({"plan": str(out / pair["plan"]), "reference": "none",
                                     "min_runs": 5, "max_runs": 10, "target_ci": 0.05,
                                     "kernel_trace": False})
            row = {"kernel": pair["kernel"], "schedule": pair["schedule"],
                   "median_us": report.get("median_us"),
                   "failure": (report.get("failure") or {}).get("kind")}
            file.write(json.dumps(row) + "\n")
            file.flush()
            print(f"\rmeasured {done}/{len(pairs)}", end="", flush=True, file=sys.stderr)
    print()
    return 0


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2
        i = j + 1
    return result


def spearman(xs, ys):
    if len(xs) < 3:
        return float("nan")
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else float("nan")


def features(kernel_file, schedule, correction=None):
    """`cuda-agent features` of a schedule (family, model_us, ...; with a
    correction, corrected_model_us)."""
    command = ["cuda-agent", "features", str(ROOT / kernel_file), "--schedule",
               schedule]
    if correction:
        command.append(f"--cost-correction={correction}")
    done = run(command)
    if done.returncode != 0:
        sys.exit(f"cuda-agent features {kernel_file} '{schedule}' failed: {done.stderr}")
    return json.loads(done.stdout)


def score(args):
    out = pathlib.Path(args.out)
    pairs = {(p["kernel"], p["schedule"]): p
             for p in map(json.loads, open(out / "pairs.jsonl"))}
    if args.remodel:
        # The current model on the same measurements (no GPU needed).
        files = {pathlib.Path(k).stem: k for k in KERNELS}
        keys = list(pairs)
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            field = "corrected_model_us" if args.cost_correction else "model_us"
            for key, value in zip(keys, pool.map(
                    lambda k: features(files[k[0]], k[1],
                                       args.cost_correction)[field], keys)):
                pairs[key]["model_us"] = value
    rows = []
    for line in open(out / "measured.jsonl"):
        measured = json.loads(line)
        pair = pairs.get((measured["kernel"], measured["schedule"]))
        if pair and measured["median_us"]:
            rows.append({**pair, "median_us": measured["median_us"]})
    failures = sum(1 for line in open(out / "measured.jsonl")
                   if not json.loads(line)["median_us"])
    groups = {}
    for row in rows:
        groups.setdefault(("kernel", row["kernel"]), []).append(row)
        groups.setdefault(("family", row["family"]), []).append(row)
        groups.setdefault(("all", "all"), []).append(row)
    table = []
    print(f"{'':<8} {'group':<26} {'pairs':>5} {'spearman':>9} "
          f"{'best measured us':>17} {'model pick us':>14}")
    for (kind, name), members in sorted(groups.items()):
        rho = spearman([m["model_us"] for m in members], [m["median_us"] for m in members])
        best = min(m["median_us"] for m in members)
        picked = min(members, key=lambda m: m["model_us"])["median_us"]
        table.append({"group": kind, "name": name, "pairs": len(members),
                      "spearman": rho, "best_us": best, "model_pick_us": picked})
        print(f"{kind:<8} {name:<26} {len(members):5d} {rho:9.3f} {best:17.1f} {picked:14.1f}")
    print(f"{len(rows)} measured pairs ({failures} plans gave no time)")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(table, indent=2))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("out")
    p.add_argument("--per-kernel", type=int, default=56)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--exclude", nargs="*", default=[], metavar="DIR",
                   help="earlier sets whose schedules to leave out")
    m = sub.add_parser("measure")
    m.add_argument("out")
    s = sub.add_parser("score")
    s.add_argument("out")
    s.add_argument("--json")
    s.add_argument("--remodel", action="store_true",
                   help="recompute the model's times with the cuda-agent on PATH")
    s.add_argument("--cost-correction", metavar="FILE",
                   help="with --remodel: the model corrected by FILE "
                        "(cuda-agent retrain-cost-model)")
    args = parser.parse_args()
    return {"prepare": prepare, "measure": measure, "score": score}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
