// cuda-agent rollouts: random episodes of the RL environment, timed; with
// the cost model, the row sums' best schedule splits each row over threads.
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/row-sum.mlir --episodes 200 | FileCheck %s
// CHECK: kernel episodes seconds episodes/s best reward best schedule
// CHECK-NEXT: row-sum 200 {{.*}}split(
// RUN: not %cuda-agent rollouts %S/../Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cuda-agent: error:
