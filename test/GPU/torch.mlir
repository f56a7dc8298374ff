// Modules from PyTorch (bench/torch/kernels: torch-mlir's output through
// cuda-agent-torch-to-kernel), run on the GPU: each checked against its
// float64 reference on fresh random inputs and weights.
// RUN: %cuda-agent run %S/../../bench/torch/kernels/conv_bn_relu.mlir --runs 5 --json | FileCheck %s
// RUN: %cuda-agent run %S/../../bench/torch/kernels/linear_relu.mlir --runs 5 --json | FileCheck %s
// RUN: %cuda-agent run %S/../../bench/torch/kernels/layernorm.mlir --runs 5 --json | FileCheck %s
// CHECK: "correct": true,
// CHECK: "failure": null,
