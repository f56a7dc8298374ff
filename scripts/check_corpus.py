#!/usr/bin/env python3
"""Checks a kernel corpus written by `cuda-agent synth` (docs/CORPUS.md).

  scripts/check_corpus.py DIR [--every N] [--jobs J]

- the manifest's ids are unique and every file it names exists, starts with
  its header line and hashes (FNV-1a of the text after the header) to the
  manifest's hash;
- splits are disjoint: a (family, loop sizes) pair is in one split only;
- every N-th kernel (default: all) compiles with the default schedule and
  its float64 reference (`cuda-agent compile`), and the launch plan's FLOPs
  and argument bytes equal the manifest's.
Prints one line per problem and a summary; exits 1 on any problem.
cuda-agent must be on PATH.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import subprocess
import sys
import tempfile


def fnv1a(data: bytes) -> int:
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def check_file(corpus, entry):
    """Problems of one kernel's file."""
    path = corpus / entry["file"]
    if not path.is_file():
        return [f"{entry['id']}: {entry['file']} is missing"]
    header, _, body = path.read_bytes().partition(b"\n")
    problems = []
    if not header.startswith(f"// {entry['id']}:".encode()):
        problems.append(f"{entry['id']}: the file's header names another kernel")
    if f"{fnv1a(body):016x}" != entry["hash"]:
        problems.append(f"{entry['id']}: the text does not hash to {entry['hash']}")
    return problems


def compile_and_count(corpus, entry):
    """Problems found compiling one kernel and recounting its work."""
    with tempfile.TemporaryDirectory() as plan:
        compiled = subprocess.run(
            ["cuda-agent", "compile", str(corpus / entry["file"]), "-o", plan],
            capture_output=True, text=True)
        if compiled.returncode != 0:
            return [f"{entry['id']}: does not lower with the default schedule: "
                    + compiled.stderr.strip().splitlines()[0]]
        launch = json.loads((pathlib.Path(plan) / "launch.json").read_text())
    problems = []
    if round(launch["flops"]) != entry["flops"]:
        problems.append(f"{entry['id']}: {launch['flops']:.0f} FLOPs counted on the IR, "
                        f"{entry['flops']} in the manifest")
    host_bytes = {}
    for kernel in launch["launches"]:
        for argument in kernel["args"]:
            # Temporaries (host_arg < 0: a padded input) are not arguments.
            if argument.get("host_arg", -1) >= 0:
                host_bytes[argument["host_arg"]] = argument["bytes"]
    if sum(host_bytes.values()) != entry["bytes"]:
        problems.append(f"{entry['id']}: the plan's arguments are {sum(host_bytes.values())} "
                        f"bytes, the manifest says {entry['bytes']}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--every", type=int, default=1,
                        help="compile every N-th kernel (default: all)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    corpus = pathlib.Path(args.corpus)
    entries = [json.loads(line) for line in open(corpus / "manifest.jsonl")]
    problems = []
    ids = [entry["id"] for entry in entries]
    if len(set(ids)) != len(ids):
        problems.append("the manifest repeats ids")
    split_of = {}
    for entry in entries:
        key = (entry["family"], tuple(entry["loops"]))
        if split_of.setdefault(key, entry["split"]) != entry["split"]:
            problems.append(f"{entry['id']}: {key[0]} with loops {list(key[1])} is in "
                            f"{split_of[key]} and {entry['split']}")
        problems += check_file(corpus, entry)
    compiled = entries[::args.every]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for found in pool.map(lambda entry: compile_and_count(corpus, entry), compiled):
            problems += found
    for problem in problems:
        print(problem)
    splits = {}
    for entry in entries:
        splits[entry["split"]] = splits.get(entry["split"], 0) + 1
    print(f"{len(entries)} kernels ({', '.join(f'{n} {s}' for s, n in sorted(splits.items()))}); "
          f"{len(compiled)} compiled; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
