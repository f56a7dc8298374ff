// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-fold-operand-transposes | FileCheck %s

// nn.Linear: x @ W^T, as torch-mlir emits it. The matmul reads the weight
// itself through a transposed map; the transpose goes.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear(
// CHECK-SAME: %[[X:.*]]: tensor<8x64xf32>, %[[W:.*]]: tensor<32x64xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#[[A]], #[[WT]], #[[C]]] ins(%[[X]], %[[W]] : tensor<8x64xf32>, tensor<32x64xf32>)
func.func @linear(%x: tensor<8x64xf32>, %w: tensor<32x64xf32>, %acc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<64x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x64xf32>) outs(%e : tensor<64x32xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%x, %wt : tensor<8x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// A batched transpose of the last two dimensions read by a generic: its
// map is permuted; a transpose that something else still reads stays.
// CHECK-DAG: #[[READ:.*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-LABEL: func.func @batched(
// CHECK-SAME: %[[IN:.*]]: tensor<2x3x4xf32>
// CHECK: %[[T:.*]] = linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[READ]], #{{.*}}], {{.*}} ins(%[[IN]] : tensor<2x3x4xf32>)
// CHECK: return %{{.*}}, %[[T]]
func.func @batched(%in: tensor<2x3x4xf32>, %out: tensor<2x4x3xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>) {
  %e = tensor.empty() : tensor<2x4x3xf32>
  %t = linalg.transpose ins(%in : tensor<2x3x4xf32>) outs(%e : tensor<2x4x3xf32>) permutation = [0, 2, 1]
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t : tensor<2x4x3xf32>) outs(%out : tensor<2x4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<2x4x3xf32>
  return %r, %t : tensor<2x4x3xf32>, tensor<2x4x3xf32>
}

// -----

// A batch_matmul's maps cannot swap the batch dimension with another: that
// transpose stays (a swap of the last two would fold).
// CHECK-LABEL: func.func @batch_swapped(
// CHECK: %[[T:.*]] = linalg.transpose
// CHECK: linalg.batch_matmul ins(%{{.*}}, %[[T]] :
func.func @batch_swapped(%a: tensor<2x3x4xf32>, %b: tensor<4x2x5xf32>, %acc: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %e = tensor.empty() : tensor<2x4x5xf32>
  %t = linalg.transpose ins(%b : tensor<4x2x5xf32>) outs(%e : tensor<2x4x5xf32>) permutation = [1, 0, 2]
  %r = linalg.batch_matmul ins(%a, %t : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%acc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}
