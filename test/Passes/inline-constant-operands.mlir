// RUN: cuda-agent-opt %s --split-input-file --cuda-agent-inline-constant-operands | FileCheck %s

// torch-mlir's ELU: max(0, x) reads a 0-d splat constant; it becomes a
// scalar the body reads and the operand goes.
// CHECK-LABEL: func.func @elu_max
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0 : tensor<4x8xf32>)
// CHECK: arith.cmpf ogt, %[[ZERO]], %{{.*}} : f32
func.func @elu_max(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f32>
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cst, %arg0 : tensor<f32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %2 = arith.cmpf ogt, %in, %in_1 : f32
    %3 = arith.select %2, %in, %in_1 : f32
    linalg.yield %3 : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A constant that is not a splat (a weight) stays an operand: it becomes
// an argument (cuda-agent-weights-to-arguments).
// CHECK-LABEL: func.func @weight
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[W:.*]], %arg0 : tensor<2xf32>, tensor<2xf32>)
func.func @weight(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %w = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = tensor.empty() : tensor<2xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w, %arg0 : tensor<2xf32>, tensor<2xf32>) outs(%0 : tensor<2xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %2 = arith.mulf %in, %in_1 : f32
    linalg.yield %2 : f32
  } -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
