// torch-mlir's linalg-on-tensors output (test/Inputs/torch, written by
// scripts/export-torch-corpus with PyPI's torch-mlir 20261001, built on LLVM
// 24-dev) parses in our MLIR 22.1: dense_resource weights, properties.
// RUN: cuda-agent-opt %S/../Inputs/torch/linear_relu.mlir | FileCheck %s --check-prefix=PARSED
// RUN: cuda-agent-opt %S/../Inputs/torch/conv_bn_relu.mlir -o /dev/null
// RUN: cuda-agent-opt %S/../Inputs/torch/softmax.mlir -o /dev/null
// RUN: cuda-agent-opt %S/../Inputs/torch/layernorm.mlir -o /dev/null
// PARSED: arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
// PARSED: linalg.transpose
// PARSED: linalg.matmul
// PARSED: dialect_resources

// Their weights widen into the float64 reference's constants.
// RUN: cuda-agent-opt %S/../Inputs/torch/linear_relu.mlir -cuda-agent-widen-floats | FileCheck %s --check-prefix=WIDE
// WIDE: arith.constant dense<{{.*}}> : tensor<32xf64>
// WIDE: arith.constant dense<{{.*}}> : tensor<32x64xf64>

// What compiling them says today (issue #9: weights as launch arguments,
// one kernel per dispatch region): a clear error each, never a plan that
// loses the weights and never a crash.
// RUN: not %cuda-agent compile %S/../Inputs/torch/linear_relu.mlir -o %t.linear 2>&1 | FileCheck %s --check-prefix=WEIGHTS
// WEIGHTS: error: 'gpu.launch_func' op kernel operand #{{[0-9]+}} is the constant @{{.*}} (weights); launch plans do not carry constant data yet
// RUN: not %cuda-agent compile %S/../Inputs/torch/softmax.mlir -o %t.softmax 2>&1 | FileCheck %s --check-prefix=ARGMAX
// ARGMAX: error: 'linalg.generic' op is not a row reduction like the kernel's first reduction
// RUN: not %cuda-agent compile %S/../Inputs/torch/conv_bn_relu.mlir -o %t.conv 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: error: applying schedule '{{.*}}' failed
