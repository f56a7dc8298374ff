#!/usr/bin/env python3
"""Training throughput with 1 process and with 1, 2... worker ranks under
mpirun (`cuda-agent train --mpi`, docs/DISTRIBUTED.md): the same kernels,
seed and episodes in each configuration; prints a table of episodes per
second side by side (and the ratios), writes JSON and a PNG of the learning
curves (mean reward per update: the same curve is the check that the ranks
learn what one process learns).

  bench/mpi/scaling.py --reward gpu --ranks 1,2,3 --workers 8 \
      --kernels K1.mlir K2.mlir ... --out /tmp/scaling --json s.json --png s.png

--ranks: 1 is one process without MPI; N >= 2 is `mpirun -np N` (rank 0
learns, N-1 worker ranks play and measure, one GPU each where the host has
them: on a one-GPU host they share it).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time


def run_config(args, ranks, out):
    # --weak: every worker rank gets --workers streams and
    # --episodes-per-update episodes (one process counts as one worker).
    scale = max(1, ranks - 1) if args.weak else 1
    workers, episodes_per_update = args.workers * scale, args.episodes_per_update * scale
    command = [args.cuda_agent, "train", *args.kernels, "--out", out,
               "--reward", args.reward, "--steps", str(args.steps),
               "--episodes-per-update", str(episodes_per_update),
               "--workers", str(workers), "--seed", str(args.seed),
               "--hidden", str(args.hidden), "--runs", str(args.runs),
               "--time-limit", str(args.time_limit),
               "--db", os.path.join(out, "experience.db")]
    if ranks > 1:
        # Open MPI binds each of two ranks to one core by default: a
        # worker's compile threads would share it.
        command = ["mpirun", "--oversubscribe", "--bind-to", "none", "-np", str(ranks),
                   *command, "--mpi"]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    wall = time.monotonic() - started
    if result.returncode != 0:
        sys.exit(f"scaling: {' '.join(command)} failed ({result.returncode}):\n"
                 f"{result.stdout[-2000:]}{result.stderr[-4000:]}")
    updates = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"))]
    # Cumulative over the run: every update's collection and learning.
    episodes = updates[-1]["episodes"]
    seconds = updates[-1]["seconds"]
    statistics = [line for line in result.stderr.splitlines()
                  if "schedules compiled" in line and not line.startswith("[")]
    return {"ranks": ranks, "worker_ranks": max(0, ranks - 1), "updates": len(updates),
            "streams": workers, "episodes_per_update": episodes_per_update,
            "where_time_went": statistics,
            "episodes": episodes, "train_seconds": seconds, "wall_seconds": wall,
            "episodes_per_s": episodes / seconds,
            "mean_reward": [u["mean_reward"] for u in updates],
            "geomean_speedup": [u["geomean_speedup"] for u in updates],
            "failures": sum(u["failures"] for u in updates)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cuda-agent", default=shutil.which("cuda-agent") or "cuda-agent")
    parser.add_argument("--kernels", nargs="+", required=True)
    parser.add_argument("--reward", default="model", choices=["model", "gpu"])
    parser.add_argument("--ranks", default="1,2,3")
    parser.add_argument("--workers", type=int, default=4, help="rollout streams in all")
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--time-limit", type=float, default=0,
                        help="seconds per configuration (0: none; the rate is per episode)")
    parser.add_argument("--episodes-per-update", type=int, default=32)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weak", action="store_true",
                        help="streams and episodes per update grow with the worker ranks")
    parser.add_argument("--out", required=True)
    parser.add_argument("--json")
    parser.add_argument("--png")
    args = parser.parse_args()

    results = []
    for ranks in [int(r) for r in args.ranks.split(",")]:
        out = os.path.join(args.out, f"ranks{ranks}")
        shutil.rmtree(out, ignore_errors=True)
        print(f"scaling: {ranks} rank(s)...", file=sys.stderr, flush=True)
        results.append(run_config(args, ranks, out))

    single = next((r for r in results if r["ranks"] == 1), None)
    one_worker = next((r for r in results if r["ranks"] == 2), None)
    print(f"{len(args.kernels)} kernels, reward {args.reward}, {args.workers} rollout streams and "
          f"{args.episodes_per_update} episodes per update{' per worker rank' if args.weak else ''}, "
          f"seed {args.seed}")
    print(f"{'configuration':<26} {'updates':>7} {'episodes':>8} {'train s':>8} {'wall s':>7} "
          f"{'episodes/s':>10} {'vs 1 proc':>9} {'vs 1 rank':>9} {'failed':>6} {'last reward':>11}")
    for r in results:
        name = "1 process" if r["ranks"] == 1 else f"mpirun -np {r['ranks']} ({r['worker_ranks']} workers)"
        ratio = lambda base: f"{r['episodes_per_s'] / base['episodes_per_s']:.2f}x" if base else "-"
        print(f"{name:<26} {r['updates']:>7} {r['episodes']:>8} {r['train_seconds']:>8.1f} "
              f"{r['wall_seconds']:>7.1f} {r['episodes_per_s']:>10.2f} {ratio(single):>9} "
              f"{ratio(one_worker):>9} {r['failures']:>6} {r['mean_reward'][-1]:>11.3f}")
    for r in results:
        for line in r["where_time_went"]:
            print(f"  {r['ranks']} rank(s): {line.strip()}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"kernels": args.kernels, "reward": args.reward, "workers": args.workers,
                       "episodes_per_update": args.episodes_per_update, "weak": args.weak,
                       "seed": args.seed,
                       "results": results}, f, indent=2)
    if args.png:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        figure, (curve, rate) = plt.subplots(1, 2, figsize=(11, 4))
        for r in results:
            label = "1 process" if r["ranks"] == 1 else f"{r['worker_ranks']} worker rank(s)"
            curve.plot(range(1, r["updates"] + 1), r["mean_reward"], marker=".", label=label)
        curve.set_xlabel("update")
        curve.set_ylabel("mean episode reward")
        curve.set_title("learning curve")
        curve.legend()
        names = ["1 proc" if r["ranks"] == 1 else f"{r['worker_ranks']} worker" for r in results]
        rate.bar(names, [r["episodes_per_s"] for r in results])
        rate.set_ylabel("episodes / s")
        rate.set_title(f"throughput ({args.reward} reward)")
        figure.tight_layout()
        figure.savefig(args.png, dpi=110)


if __name__ == "__main__":
    main()
