// RUN: cuda-agent-opt %s --split-input-file --cuda-agent-erase-unimplemented-asserts | FileCheck %s

// torch-mlir's guard on a reciprocal goes (PyTorch's 1/0 is inf); the
// division stays.
// CHECK-LABEL: func.func @reciprocal
// CHECK-NOT: cf.assert
// CHECK: arith.divf
func.func @reciprocal(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %nonzero = arith.cmpf one, %in, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %inverse = arith.divf %one, %in : f32
    linalg.yield %inverse : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Any other assert stays.
// CHECK-LABEL: func.func @shape_check
// CHECK: cf.assert %arg0, "mismatching contracting dimension"
func.func @shape_check(%arg0: i1) {
  cf.assert %arg0, "mismatching contracting dimension"
  return
}
