// RUN: cuda-agent-opt %s --split-input-file --cuda-agent-simplify-powers | FileCheck %s

// torch.linalg.vector_norm as torch-mlir writes it: |x|^2.0 summed, then
// ^0.5. The square becomes a multiplication, the root a sqrt.
// CHECK-LABEL: func.func @row_norm
// CHECK-NOT: math.powf
// CHECK: %[[ABS:.*]] = math.absf %{{.*}} : f32
// CHECK: %[[SQUARE:.*]] = arith.mulf %[[ABS]], %[[ABS]] : f32
// CHECK: arith.addf %[[SQUARE]], %{{.*}} : f32
// CHECK: math.sqrt %{{.*}} : f32
// CHECK-NOT: math.powf
func.func @row_norm(%arg0: tensor<64x256xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %two = arith.constant 2.000000e+00 : f32
  %0 = tensor.empty() : tensor<64xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<64xf32>) -> tensor<64xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<64x256xf32>) outs(%1 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = math.absf %in : f32
    %5 = math.powf %4, %two : f32
    %6 = arith.addf %5, %out : f32
    linalg.yield %6 : f32
  } -> tensor<64xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<64xf32>) outs(%arg1 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = math.powf %in, %half : f32
    linalg.yield %4 : f32
  } -> tensor<64xf32>
  return %3 : tensor<64xf32>
}

// -----

// Vector code (after a schedule's vectorization): splat exponents too; a
// cube is two multiplications; an exponent that is no small constant stays.
// CHECK-LABEL: func.func @vectors
// CHECK-SAME: (%[[X:.*]]: vector<4xf32>, %[[Y:.*]]: vector<4xf32>)
// CHECK: %[[SQUARE:.*]] = arith.mulf %[[X]], %[[X]] : vector<4xf32>
// CHECK: %[[CUBE:.*]] = arith.mulf %[[X]], %[[SQUARE]] : vector<4xf32>
// CHECK: %[[OTHER:.*]] = math.powf %[[X]], %{{.*}} : vector<4xf32>
// CHECK: %[[VARIABLE:.*]] = math.powf %[[X]], %[[Y]] : vector<4xf32>
func.func @vectors(%x: vector<4xf32>, %y: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %three = arith.constant dense<3.000000e+00> : vector<4xf32>
  %other = arith.constant dense<1.700000e+00> : vector<4xf32>
  %0 = math.powf %x, %three : vector<4xf32>
  %1 = math.powf %x, %other : vector<4xf32>
  %2 = math.powf %x, %y : vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
