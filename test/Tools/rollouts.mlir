// cuda-agent rollouts: random episodes of the RL environment, timed. With
// the cost model, nothing random beats the row sums' default schedule (a row
// per block, split over its threads: best reward 0, no schedule); the small
// matmul's best beats its default.
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/row-sum.mlir --episodes 200 | FileCheck %s
// CHECK: kernel episodes seconds episodes/s distinct failed best reward best schedule
// CHECK-NEXT: row-sum 200 {{[0-9.]+ [0-9.]+ [0-9]+}} 0 0.000{{ *$}}
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/matmul-128x64.mlir --episodes 200 | FileCheck %s --check-prefix=MATMUL
// MATMUL: matmul-128x64 200 {{[0-9.]+ [0-9.]+ [0-9]+}} 0 0.{{0*[1-9][0-9]*}} block(

// Worker threads, each with its own copy of the kernel, share the episodes.
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/row-sum.mlir --episodes 300 --workers 3 | FileCheck %s --check-prefix=WORKERS
// WORKERS: row-sum 300 {{[0-9.]+ [0-9.]+ [0-9]+}} 0 0.000

// RUN: not %cuda-agent rollouts %S/../Inputs/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cuda-agent: error:

// Episode i samples from seed i whichever worker runs it: one worker and
// three find the same schedules (all columns but the times agree).
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/matmul-128x64.mlir --episodes 300 | awk '{print $1, $2, $5, $6, $7, $8}' > %t.one
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/matmul-128x64.mlir --episodes 300 --workers 3 | awk '{print $1, $2, $5, $6, $7, $8}' > %t.three
// RUN: diff %t.one %t.three
