// cuda-agent rollouts --reward gpu measures in a cuda-agent-launch worker;
// without a GPU it says so and exits 2.
// UNSUPPORTED: cuda-gpu
// RUN: not %cuda-agent rollouts %S/../Inputs/kernels/relu.mlir --reward gpu --episodes 2 2>&1 | FileCheck %s
// RUN: %cuda-agent rollouts %S/../Inputs/kernels/relu.mlir --reward gpu --episodes 2 > /dev/null 2>&1; test $? -eq 2
// CHECK-DAG: cuda-agent: error: no CUDA device: {{.*}}no GPU
// CHECK-DAG: skipped: no GPU
