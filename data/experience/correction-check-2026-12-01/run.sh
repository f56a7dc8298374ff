#!/usr/bin/env bash
# Measures, per kernel, the best schedule of a cost-model tune and of a
# corrected-cost-model tune against the default schedule (cuda-agent run).
dir=$(dirname "$0")
while IFS=$'\t' read -r kernel plain corrected; do
  for which in plain corrected; do
    schedule=${!which}
    line=$(timeout 60 cuda-agent run "$dir/$kernel.mlir" --schedule "$schedule" --runs 20 --db= 2>&1 | grep -E "speedup|FAILED" | head -1)
    echo "$kernel $which $line"
  done
done < "$dir/schedules.tsv"
