// Without a GPU, evaluating with the GPU reward says so and fails.
// UNSUPPORTED: cuda-gpu
// RUN: rm -rf %t && %cuda-agent train %S/../Inputs/kernels/gelu.mlir --out %t --steps 50 --episodes-per-update 16 --hidden 16 2>/dev/null
// RUN: not %cuda-agent evaluate --policy %t %S/../Inputs/kernels/gelu.mlir --reward gpu 2>&1 | FileCheck %s
// CHECK: skipped: no GPU
// RUN: not %cuda-agent train %S/../Inputs/kernels/gelu.mlir --out %t.gpu --reward gpu 2>&1 | FileCheck %s
