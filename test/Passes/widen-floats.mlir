// RUN: cuda-agent-opt %s -cuda-agent-widen-floats | FileCheck %s

// Every float narrower than 64 bits becomes f64: arguments, results,
// element types, constants (scalar and dense, their values widened
// exactly); conversions between floats that are now both f64 disappear.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf64>, %[[H:.*]]: tensor<8xf64>, %[[I:.*]]: tensor<8xi32>, %[[OUT:.*]]: tensor<4x8xf64>) -> tensor<4x8xf64>
// CHECK-DAG: arith.constant 0.044714998453855515 : f64
// CHECK-DAG: arith.constant dense<[1.000000e+00, 2.500000e-01]> : vector<2xf64>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[H]], %[[I]] : tensor<4x8xf64>, tensor<8xf64>, tensor<8xi32>)
// CHECK: ^bb0(%[[A:.*]]: f64, %[[B:.*]]: f64, %[[N:.*]]: i32, %{{.*}}: f64):
// CHECK-NOT: arith.extf
// CHECK: arith.sitofp %[[N]] : i32 to f64
// CHECK: arith.mulf %[[A]], %{{.*}} : f64
// CHECK: math.tanh %{{.*}} : f64
// CHECK: -> tensor<4x8xf64>
func.func @mixed(%x: tensor<4x8xf32>, %h: tensor<8xf16>, %i: tensor<8xi32>, %out: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 0.044715 : f32
  %v = arith.constant dense<[1.0, 0.25]> : vector<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %h, %i : tensor<4x8xf32>, tensor<8xf16>, tensor<8xi32>) outs(%out : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f16, %n: i32, %o: f32):
    %wide = arith.extf %b : f16 to f32
    %fn = arith.sitofp %n : i32 to f32
    %m = arith.mulf %a, %wide : f32
    %s = arith.mulf %m, %c : f32
    %t = math.tanh %s : f32
    %u = arith.addf %t, %fn : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
