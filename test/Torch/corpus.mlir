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

// Compiled as they are, the weights are constants a launch plan cannot
// carry: a clear error that names the way out, never a plan with garbage
// weights.
// RUN: not %cuda-agent compile %S/../Inputs/torch/linear_relu.mlir -o %t.raw 2>&1 | FileCheck %s --check-prefix=WEIGHTS
// WEIGHTS: error: 'gpu.launch_func' op kernel operand #{{[0-9]+}} is the constant @{{.*}} (weights); launch plans do not carry constant data: make weights arguments first (cuda-agent-opt --cuda-agent-torch-to-kernel)

// cuda-agent-torch-to-kernel puts each module in the form of a kernel
// (weights and results as arguments, softmax's argmax and keepdim unit
// dimensions gone, LayerNorm's statistics each with a fill of its own),
// and each compiles into one fused launch of all of its arguments.
// RUN: cuda-agent-opt %S/../Inputs/torch/linear_relu.mlir --cuda-agent-torch-to-kernel -o %t.linear.mlir
// RUN: FileCheck %s --check-prefix=LINEAR < %t.linear.mlir
// LINEAR: func.func @linear_relu(%arg0: tensor<8x64xf32>, %arg1: tensor<32xf32> {cuda_agent.weight = dense_resource<{{.*}}>}, %arg2: tensor<32x64xf32> {cuda_agent.weight = dense_resource<{{.*}}>}, %arg3: tensor<8x32xf32>) -> tensor<8x32xf32>
// LINEAR-NOT: arith.constant dense_resource
// RUN: rm -rf %t.linear && %cuda-agent compile %t.linear.mlir -o %t.linear
// RUN: FileCheck %s --check-prefix=LINEAR-PLAN < %t.linear/launch.json
// LINEAR-PLAN: "launches": [
// LINEAR-PLAN-COUNT-4: "host_arg": {{[0-3]}}
// LINEAR-PLAN-NOT: "host_arg"

// RUN: cuda-agent-opt %S/../Inputs/torch/softmax.mlir --cuda-agent-torch-to-kernel -o %t.softmax.mlir
// RUN: FileCheck %s --check-prefix=SOFTMAX < %t.softmax.mlir
// SOFTMAX: func.func @softmax(%arg0: tensor<4x128xf32>, %arg1: tensor<4x128xf32>) -> tensor<4x128xf32>
// SOFTMAX-NOT: i64
// SOFTMAX-NOT: tensor<4x1xf32>
// RUN: rm -rf %t.softmax && %cuda-agent compile %t.softmax.mlir -o %t.softmax
// RUN: FileCheck %s --check-prefix=ROW-PLAN < %t.softmax/launch.json

// RUN: cuda-agent-opt %S/../Inputs/torch/layernorm.mlir --cuda-agent-torch-to-kernel -o %t.layernorm.mlir
// RUN: rm -rf %t.layernorm && %cuda-agent compile %t.layernorm.mlir -o %t.layernorm
// RUN: FileCheck %s --check-prefix=ROW-PLAN < %t.layernorm/launch.json
// ROW-PLAN: "launches": [
// ROW-PLAN: "kernel":
// ROW-PLAN-NOT: "kernel":
// ROW-PLAN: "schedule": "{{.*}}split({{[0-9]+}}){{.*}}"

// RUN: cuda-agent-opt %S/../Inputs/torch/conv_bn_relu.mlir --cuda-agent-torch-to-kernel -o %t.conv.mlir
// RUN: rm -rf %t.conv && %cuda-agent compile %t.conv.mlir -o %t.conv
// RUN: FileCheck %s --check-prefix=CONV-PLAN < %t.conv/launch.json
// The convolution is a GEMM over its im2col windows
// (cuda-agent-convolutions-to-gemm). Its 14 x 14 output pixels make no
// whole GEMM tiles: it runs over 16 x 16 (the image padded with zeros),
// the padding's fill and copy and the gather are launches of their own
// (one thread per element), the GEMM with BatchNorm and ReLU fused the
// next, and the last copies the real 14 x 14 part into the result.
// RUN: FileCheck %s --check-prefix=CONV-GEMM < %t.conv.mlir
// CONV-GEMM: tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 2, 2]
// CONV-GEMM: linalg.generic {{.*}} ins(%{{.*}} : tensor<1x3x18x18xf32>) outs(%{{.*}} : tensor<1x27x256xf32>)
// CONV-GEMM: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<8x27xf32>, tensor<1x27x256xf32>)
// CONV-GEMM-NOT: linalg.conv_2d_nchw_fchw
// CONV-GEMM: tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 8, 14, 14] [1, 1, 1, 1]
// CONV-GEMM: bufferization.materialize_in_destination
// CONV-PLAN: "launches": [
// CONV-PLAN-COUNT-2: "kernel":
// CONV-PLAN: "block": [
// CONV-PLAN-NEXT: 256,
// CONV-PLAN-COUNT-3: "kernel":
// CONV-PLAN-NOT: "kernel":
// CONV-PLAN: "schedule": "{{.*}}fuse"
