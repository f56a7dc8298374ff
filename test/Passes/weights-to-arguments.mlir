// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-weights-to-arguments -verify-diagnostics | FileCheck %s

// A model's weights (dense and dense_resource tensor constants) become
// arguments after the inputs, in the order they appear, each keeping its
// value; a splat (a broadcast scalar) and scalars stay constants.
// CHECK-LABEL: func.func @linear(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xf32>,
// CHECK-SAME: %[[B:.*]]: tensor<2xf32> {cuda_agent.weight = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>},
// CHECK-SAME: %[[W:.*]]: tensor<3x2xf32> {cuda_agent.weight = dense_resource<w> : tensor<3x2xf32>})
// CHECK-NOT: dense_resource
// CHECK: arith.constant dense<5.000000e-01> : tensor<2x2xf32>
// CHECK: linalg.matmul ins(%[[X]], %[[W]] :
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[B]], %{{.*}} :
func.func @linear(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %half = arith.constant dense<0.5> : tensor<2x2xf32>
  %w = arith.constant dense_resource<w> : tensor<3x2xf32>
  %empty = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias, %half : tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>) outs(%empty : tensor<2x2xf32>) {
  ^bb0(%a: f32, %b: f32, %h: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.mulf %s, %h : f32
    linalg.yield %m : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x04000000000080BF0000803F000000400000004000004040000040C0"
    }
  }
#-}

// -----

// Without weights, nothing changes.
// CHECK-LABEL: func.func @no_weights(%{{.*}}: tensor<4xf32>) -> tensor<4xf32>
func.func @no_weights(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// expected-error @+1 {{has weights (tensor constants) and callers: its signature cannot take them as arguments}}
func.func @called() -> tensor<2xf32> {
  %w = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %w : tensor<2xf32>
}
func.func @caller() -> tensor<2xf32> {
  %r = func.call @called() : () -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @nested(%c: i1) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    // expected-error @+1 {{is a weight inside a nested region; only the function's own weights can become arguments}}
    %w = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    scf.yield %w : tensor<2xf32>
  } else {
    %z = arith.constant dense<0.0> : tensor<2xf32>
    scf.yield %z : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
