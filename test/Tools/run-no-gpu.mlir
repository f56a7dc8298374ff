// cuda-agent run compiles the kernel, then runs it in a cuda-agent-launch
// subprocess; without a GPU it says so and exits 2.
// UNSUPPORTED: cuda-gpu
// RUN: not %cuda-agent run %S/../Inputs/kernels/relu.mlir --runs=5 2>&1 | FileCheck %s
// RUN: %cuda-agent run %S/../Inputs/kernels/relu.mlir --runs=5 > /dev/null 2>&1; test $? -eq 2

// CHECK: cuda-agent: error: no CUDA device: {{.*}}relu.mlir compiled, not run

// A kernel that does not compile fails before any run (exit 1).
// RUN: not %cuda-agent run %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: cuda-agent: error: compiling {{.*}}run-no-gpu.mlir failed
func.func @nothing(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
