// cuda-agent rollouts: random episodes of the RL environment, timed; with
// the cost model, the row sums' best schedule splits each row over threads.
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/row-sum.mlir --episodes 200 | FileCheck %s
// CHECK: kernel episodes seconds episodes/s distinct failed best reward best schedule
// CHECK-NEXT: row-sum 200 {{[0-9.]+ [0-9.]+ [0-9]+}} 0 {{.*}}split(

// Worker threads, each with its own copy of the kernel, share the episodes.
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/row-sum.mlir --episodes 300 --workers 3 | FileCheck %s --check-prefix=WORKERS
// WORKERS: row-sum 300 {{[0-9.]+ [0-9.]+ [0-9]+}} 0 {{.*}}split(

// RUN: not %cuda-agent rollouts %S/../Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cuda-agent: error:
