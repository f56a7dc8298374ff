#!/usr/bin/env bash
# The policy's sampled choice with and without similar kernels' records as
# candidates, measured on the GPU (cuda-agent run --policy --samples 8).
dir=$(dirname "$0")
for kernel in "$dir"/*.mlir; do
  for db in "" "$dir/experience.db"; do
    echo "== $(basename "$kernel" .mlir) ${db:+with the database }${db:-without}"
    timeout 100 cuda-agent run "$kernel" --policy default --samples 8 --db="$db" --runs 20 2>&1 |
      grep -E "policy default chose|speedup|FAILED"
  done
done
