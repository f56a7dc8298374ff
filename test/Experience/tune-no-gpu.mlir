// cuda-agent tune measures on the GPU by default; without one it says so,
// names the way out, and exits 2.
// UNSUPPORTED: cuda-gpu
// RUN: not %cuda-agent tune %S/../Inputs/kernels/relu.mlir --db= 2>&1 | FileCheck %s
// RUN: %cuda-agent tune %S/../Inputs/kernels/relu.mlir --db= > /dev/null 2>&1; test $? -eq 2
// CHECK: cuda-agent: error: no CUDA device: {{.*}} (--reward model tunes by the cost model)
