"""Learning curves of cuda-agent train runs (scripts/plot-training)."""
import argparse
import json
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def read_run(path):
    rows = []
    with open(os.path.join(path, "metrics.jsonl")) as lines:
        for line in lines:
            if line.strip():
                rows.append(json.loads(line))
    if not rows:
        sys.exit(f"plot-training: {path}/metrics.jsonl has no updates")
    return rows


def smooth(values, window):
    out, total = [], 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("runs", nargs="+", help="RUN_DIR or RUN_DIR=LABEL")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--title", default="cuda-agent train")
    parser.add_argument("--window", type=int, default=10,
                        help="updates in the moving average")
    args = parser.parse_args()
    figure, (reward_axis, speedup_axis) = plt.subplots(1, 2, figsize=(12, 4.5))
    for run in args.runs:
        path, _, label = run.partition("=")
        rows = read_run(path)
        episodes = [row["episodes"] for row in rows]
        reward = smooth([row["mean_reward"] for row in rows], args.window)
        speedup = smooth([math.log(max(row["geomean_speedup"], 1e-9))
                          for row in rows], args.window)
        label = label or os.path.basename(os.path.normpath(path))
        reward_axis.plot(episodes, reward, label=label)
        speedup_axis.plot(episodes, [math.exp(s) for s in speedup], label=label)
    reward_axis.set_xlabel("episodes")
    reward_axis.set_ylabel(f"mean reward (moving average of {args.window} updates)")
    reward_axis.axhline(0, color="grey", linewidth=0.8)
    speedup_axis.set_xlabel("episodes")
    speedup_axis.set_ylabel("geomean speedup over the default schedule")
    speedup_axis.axhline(1, color="grey", linewidth=0.8)
    for axis in (reward_axis, speedup_axis):
        axis.grid(alpha=0.3)
        axis.legend(loc="lower right", fontsize="small")
    figure.suptitle(args.title)
    figure.tight_layout()
    figure.savefig(args.output, dpi=110)
    print(args.output)


if __name__ == "__main__":
    main()
