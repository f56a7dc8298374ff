// RUN: cuda-agent-opt %s -cuda-agent-erase-unused-results | FileCheck %s

// torch-mlir's max(x, dim=1): one reduction that also tracks the argmax.
// Only the maximum is used, so the i64 result, its init and its payload go:
// a plain row reduction remains.
// CHECK-LABEL: func.func @row_max(
// CHECK-NOT: i64
// CHECK: %[[MAX:.*]] = linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK-SAME: outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK: return %[[MAX]]
func.func @row_max(%x: tensor<4x128xf32>) -> tensor<4xf32> {
  %c0_i64 = arith.constant 0 : i64
  %lowest = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<4xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<4xi64>) -> tensor<4xi64>
  %2 = tensor.empty() : tensor<4xf32>
  %3 = linalg.fill ins(%lowest : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
  %4:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x128xf32>) outs(%3, %1 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %i = linalg.index 1 : index
    %j = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %arg = arith.select %gt, %j, %out_1 : i64
    linalg.yield %m, %arg : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %4#0 : tensor<4xf32>
}
