#!/usr/bin/env python3
"""The experiments of `cuda-agent tune` (issue #8, docs/EXPERIENCE.md), as
tables.

experience PAIRS OUT: tunes PAIRS/first/*.mlir with an empty experience
  database, then PAIRS/second/*.mlir (similar unseen kernels,
  scripts/similar-pairs) once with the filled database and once without
  any; prints, per second kernel, the trials each run needed to come within
  5% of the kernel's best (the best of both runs).
efficiency KERNELS... --out OUT: tunes the kernels with each strategy
  (without attribution: the strategies alone) and prints the best speedup
  after 8, 32, 128, 512 trials (geometric means over the kernels; a run's
  first N trials are its run with budget N).
table OUT: prints both tables again from OUT's JSON files.

Options after the command go to every `cuda-agent tune` (e.g. --reward
model, --workers 16). Measurements are shared through OUT/measurements.jsonl:
a schedule measured once is not measured again (trials still count). A run
cut short resumes where it stopped (kernels already in OUT's JSON are kept).
"""
import argparse
import json
import math
import pathlib
import shutil
import subprocess
import sys

TRIAL_COUNTS = (8, 32, 128, 512)
STRATEGIES = ("random", "policy", "beam", "evolutionary")
WITHIN = 1.05


def tune(kernels, json_path, database, extra, measurements, **options):
    """Runs cuda-agent tune over the `kernels` that `json_path` does not
    hold yet (a run cut short resumes), its table passed through."""
    part = json_path.with_suffix(".part.json")
    merge(part, json_path)
    done = load(json_path) if json_path.exists() else {}
    remaining = [k for k in kernels if k.stem not in done]
    if not remaining:
        print(f"({json_path.name}: all {len(kernels)} kernels done)")
        return
    command = ["cuda-agent", "tune", *map(str, remaining), "--json",
               str(part), f"--db={database}",
               f"--measurements={measurements}"]
    command += [f"--{key}={value}" for key, value in options.items()]
    command += extra
    print("$", " ".join(command), flush=True)
    result = subprocess.run(command)
    merge(part, json_path)
    if result.returncode != 0:
        sys.exit(f"error: cuda-agent tune exited {result.returncode}")


def merge(part, json_path):
    """Appends the runs of `part` (if any) to `json_path`."""
    if not part.exists():
        return
    runs = json.loads(json_path.read_text()) if json_path.exists() else []
    runs += json.loads(part.read_text())
    json_path.write_text(json.dumps(runs, indent=2) + "\n")
    part.unlink()


def load(path):
    return {run["kernel"]: run for run in json.loads(path.read_text())}


def best_rewards_within(run, counts):
    """The best reward among the first n trials, for each n (0: none beat
    the default)."""
    best, found, rewards = 0.0, [], [t["reward"] if t["outcome"] ==
                                     "measured" else -math.inf
                                     for t in run["trials"]]
    for n in counts:
        found.append(max([best] + rewards[:n]))
    return found


def trials_to_reach(run, reward):
    for index, trial in enumerate(run["trials"]):
        if trial["outcome"] == "measured" and trial["reward"] >= reward:
            return index + 1
    return None


def experience(args, extra):
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    first = sorted((args.pairs / "first").glob("*.mlir"))
    second = sorted((args.pairs / "second").glob("*.mlir"))
    measurements = out / "measurements.jsonl"
    filled = out / "experience.db"
    warm = out / "experience-second.db"
    if not (out / "first.json").exists():
        for stale in out.glob("experience*.db*"):
            stale.unlink()
    common = dict(budget=args.budget, strategy=args.strategy)
    tune(first, out / "first.json", filled, extra, measurements, **common)
    # The second kernels' own records go to a copy: the cold run must not
    # see them.
    if not warm.exists():
        for suffix in ("", "-wal", "-shm"):
            source = pathlib.Path(str(filled) + suffix)
            if source.exists():
                shutil.copy(source, str(warm) + suffix)
    tune(second, out / "second-with.json", warm, extra, measurements,
         **common)
    tune(second, out / "second-without.json", "", extra, measurements,
         **common)
    experience_table(out)


def experience_table(out):
    with_db = load(out / "second-with.json")
    without_db = load(out / "second-without.json")
    print(f"\nTrials to come within 5% of the best (second kernels, "
          f"{len(with_db)}):")
    print(f"{'kernel':28} {'best':>7} {'seeds':>5} {'with DB':>8} "
          f"{'without':>8}  best schedule")
    ratios, with_counts, without_counts = [], [], []
    for kernel in sorted(with_db):
        warm, cold = with_db[kernel], without_db.get(kernel)
        if cold is None:
            continue
        best = max(best_rewards_within(warm, [len(warm["trials"])])[0],
                   best_rewards_within(cold, [len(cold["trials"])])[0])
        target = best - math.log(WITHIN)
        # The default schedule is within 5% already: no trial needed.
        reach = [0 if target <= 0 else trials_to_reach(run, target)
                 for run in (warm, cold)]
        # A run that never came close counts as its whole budget plus one.
        counted = [r if r is not None else len(run["trials"]) + 1
                   for r, run in zip(reach, (warm, cold))]
        with_counts.append(counted[0])
        without_counts.append(counted[1])
        ratios.append((counted[0] + 1) / (counted[1] + 1))
        schedule = (warm if warm["best_speedup"] >= cold["best_speedup"]
                    else cold)["best_schedule"]
        print(f"{kernel:28} {math.exp(best):6.2f}x {warm['seeds']:5} "
              f"{'>' if reach[0] is None else ''}{counted[0]:>{8 - (reach[0] is None)}} "
              f"{'>' if reach[1] is None else ''}{counted[1]:>{8 - (reach[1] is None)}}  "
              f"{schedule or '(default)'}")
    if not ratios:
        return
    mean_with = sum(with_counts) / len(with_counts)
    mean_without = sum(without_counts) / len(without_counts)
    median = lambda values: sorted(values)[len(values) // 2]
    print(f"{'mean':28} {'':7} {'':5} {mean_with:8.1f} {mean_without:8.1f}")
    print(f"{'median':28} {'':7} {'':5} {median(with_counts):8} "
          f"{median(without_counts):8}")
    print(f"with the database: {mean_with / mean_without:.2f} of the trials "
          f"without it on average (target: 0.5); geometric mean of the "
          f"per-kernel ratios (trials+1) {math.exp(sum(map(math.log, ratios)) / len(ratios)):.2f}")


def efficiency(args, extra):
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    measurements = out / "measurements.jsonl"
    # The strategies alone: no profile-driven proposals among theirs.
    for strategy in args.strategies.split(","):
        tune(args.kernels, out / f"efficiency-{strategy}.json", "",
             extra + ["--attribution=false"], measurements,
             budget=args.budget, strategy=strategy)
    efficiency_table(out)


def efficiency_table(out):
    files = sorted(out.glob("efficiency-*.json"))
    if not files:
        return
    runs = {f.stem.removeprefix("efficiency-"): load(f) for f in files}
    budget = max(len(run["trials"]) for by_kernel in runs.values()
                 for run in by_kernel.values())
    counts = [n for n in TRIAL_COUNTS if n < budget] + [budget]
    kernels = sorted(next(iter(runs.values())))
    print(f"\nBest speedup over the default schedule after N trials "
          f"(geometric mean over {len(kernels)} kernels):")
    print(f"{'strategy':14}" + "".join(f"{n:>9}" for n in counts))
    order = [s for s in STRATEGIES if s in runs] + sorted(set(runs) -
                                                          set(STRATEGIES))
    for strategy in order:
        logs = [0.0] * len(counts)
        for kernel in kernels:
            for i, reward in enumerate(best_rewards_within(
                    runs[strategy][kernel], counts)):
                logs[i] += reward
        print(f"{strategy:14}" + "".join(
            f"{math.exp(total / len(kernels)):8.2f}x" for total in logs))
    print("\nper kernel, after " + str(counts[-1]) + " trials:")
    print(f"{'kernel':28}" + "".join(f"{s:>14}" for s in order))
    for kernel in kernels:
        print(f"{kernel:28}" + "".join(
            f"{math.exp(best_rewards_within(runs[s][kernel], counts)[-1]):13.2f}x"
            for s in order))


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    exp = commands.add_parser("experience")
    exp.add_argument("pairs", type=pathlib.Path)
    exp.add_argument("out", type=pathlib.Path)
    exp.add_argument("--budget", type=int, default=32)
    exp.add_argument("--strategy", default="evolutionary")
    eff = commands.add_parser("efficiency")
    eff.add_argument("kernels", nargs="+", type=pathlib.Path)
    eff.add_argument("--out", type=pathlib.Path, required=True)
    eff.add_argument("--budget", type=int, default=512)
    eff.add_argument("--strategies", default=",".join(STRATEGIES))
    table = commands.add_parser("table")
    table.add_argument("out", type=pathlib.Path)
    args, extra = parser.parse_known_args()
    if args.command == "experience":
        experience(args, extra)
    elif args.command == "efficiency":
        efficiency(args, extra)
    else:
        if (args.out / "second-with.json").exists():
            experience_table(args.out)
        efficiency_table(args.out)


if __name__ == "__main__":
    main()
