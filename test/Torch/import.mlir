// `cuda-agent import` runs cuda-agent-torch-to-kernel on torch-mlir's
// output (what the Python backend calls, without cuda-agent-opt): the same
// kernel as the pipeline gives, and one that compiles.
// RUN: %cuda-agent import %S/../Inputs/torch/linear_relu.mlir -o %t.imported.mlir
// RUN: cuda-agent-opt %S/../Inputs/torch/linear_relu.mlir --cuda-agent-torch-to-kernel -o %t.pipeline.mlir
// RUN: diff %t.imported.mlir %t.pipeline.mlir
// RUN: FileCheck %s < %t.imported.mlir
// CHECK: func.func @linear_relu(%arg0: tensor<8x64xf32>, %arg1: tensor<32xf32> {cuda_agent.weight = dense_resource<{{.*}}>}, %arg2: tensor<32x64xf32> {cuda_agent.weight = dense_resource<{{.*}}>}, %arg3: tensor<8x32xf32>) -> tensor<8x32xf32>
// RUN: rm -rf %t.plan && %cuda-agent compile %t.imported.mlir -o %t.plan
// RUN: FileCheck %s --check-prefix=PLAN < %t.plan/launch.json
// PLAN: "kernel": "{{linear_relu|region0|elu}}_kernel"

// Standard output without -o.
// RUN: %cuda-agent import %S/../Inputs/torch/softmax.mlir | FileCheck %s --check-prefix=STDOUT
// STDOUT: func.func @softmax(%arg0: tensor<4x128xf32>, %arg1: tensor<4x128xf32>) -> tensor<4x128xf32>

// Bad input: a parse error, a missing file, an import the pipeline refuses.
// RUN: not %cuda-agent import %S/../Inputs/syntax-error.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax-error.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
// RUN: not %cuda-agent import %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cuda-agent: error: {{.*}}missing.mlir
// RUN: not %cuda-agent import %s -o %t.called.mlir 2>&1 | FileCheck %s --check-prefix=CALLED
// CALLED: error: has callers
// CALLED: cuda-agent: error: importing {{.*}}import.mlir failed

func.func @callee(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.add ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @caller(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// torch 2.11's BatchNorm (exported on the GPU machine) carries an
// "unimplemented" assert inside the kernel; imported, it has none, and the
// kernel links (an assert would call __assertfail, which the driver does not
// link: cuda-agent-export-kernels refused the plan).
// RUN: %cuda-agent import %S/../Inputs/torch/conv_bn_relu_torch211.mlir -o %t.bn.mlir
// RUN: FileCheck %s --check-prefix=NO-ASSERT < %t.bn.mlir
// NO-ASSERT-NOT: cf.assert
// RUN: rm -rf %t.bn && %cuda-agent compile %t.bn.mlir --policy=default -o %t.bn
// RUN: FileCheck %s --check-prefix=PLAN < %t.bn/launch.json

// ELU's 0-d zero constant is inlined (a global would be a kernel argument
// the plan cannot carry: "launch plans do not carry constant data").
// RUN: %cuda-agent import %S/../Inputs/torch/elu.mlir -o %t.elu.mlir
// RUN: FileCheck %s --check-prefix=ELU < %t.elu.mlir
// ELU: func.func @elu(%arg0: tensor<64x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32>
// ELU-NOT: tensor<f32>
// RUN: rm -rf %t.elu && %cuda-agent compile %t.elu.mlir --policy=default -o %t.elu
// RUN: FileCheck %s --check-prefix=PLAN < %t.elu/launch.json
