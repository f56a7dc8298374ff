// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-fold-operand-extensions | FileCheck %s

// A bf16 nn.Linear exported on the CPU: x and the weight extended to f32
// (the weight through a transposed map), an f32 matmul. The matmul reads
// the bf16 tensors (the weight through a transposed map); the extensions go.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear(
// CHECK-SAME: %[[X:.*]]: tensor<8x64xbf16>, %[[W:.*]]: tensor<32x64xbf16>
// CHECK-NOT: arith.extf
// CHECK: linalg.matmul indexing_maps = [#[[A]], #[[WT]], #[[C]]] ins(%[[X]], %[[W]] : tensor<8x64xbf16>, tensor<32x64xbf16>) outs(%{{.*}} : tensor<8x32xf32>)
func.func @linear(%x: tensor<8x64xbf16>, %w: tensor<32x64xbf16>, %acc: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %ex = tensor.empty() : tensor<8x64xf32>
  %xf = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xbf16>) outs(%ex : tensor<8x64xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %e = arith.extf %in : bf16 to f32
    linalg.yield %e : f32
  } -> tensor<8x64xf32>
  %ew = tensor.empty() : tensor<64x32xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<32x64xbf16>) outs(%ew : tensor<64x32xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %e = arith.extf %in : bf16 to f32
    linalg.yield %e : f32
  } -> tensor<64x32xf32>
  %r = linalg.matmul ins(%xf, %wf : tensor<8x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}

// -----

// A batched f16 matmul whose B is extended: folded; an extension that
// something else reads stays for it.
// CHECK-LABEL: func.func @batched(
// CHECK-SAME: %[[A:.*]]: tensor<2x8x16xf32>, %[[B:.*]]: tensor<2x16x4xf16>
// CHECK: %[[BF:.*]] = linalg.generic
// CHECK: arith.extf
// CHECK: linalg.batch_matmul {{.*}}ins(%[[A]], %[[B]] : tensor<2x8x16xf32>, tensor<2x16x4xf16>)
// CHECK: return %{{.*}}, %[[BF]]
func.func @batched(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf16>, %acc: tensor<2x8x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x16x4xf32>) {
  %e = tensor.empty() : tensor<2x16x4xf32>
  %bf = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<2x16x4xf16>) outs(%e : tensor<2x16x4xf32>) {
  ^bb0(%in: f16, %out: f32):
    %x = arith.extf %in : f16 to f32
    linalg.yield %x : f32
  } -> tensor<2x16x4xf32>
  %r = linalg.batch_matmul ins(%a, %bf : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%acc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %r, %bf : tensor<2x8x4xf32>, tensor<2x16x4xf32>
}

// -----

// Not folded: an extension that also scales (not a plain extf), and one
// whose permutation a named matmul's maps cannot take (a batch dimension
// swapped with another).
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-2: arith.extf
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x8x16xf32>, tensor<2x16x4xf32>)
func.func @kept(%a: tensor<2x8x16xbf16>, %b: tensor<16x2x4xbf16>, %acc: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %ea = tensor.empty() : tensor<2x8x16xf32>
  %af = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<2x8x16xbf16>) outs(%ea : tensor<2x8x16xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    linalg.yield %y : f32
  } -> tensor<2x8x16xf32>
  %eb = tensor.empty() : tensor<2x16x4xf32>
  %bf = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (i, b, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<16x2x4xbf16>) outs(%eb : tensor<2x16x4xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<2x16x4xf32>
  %r = linalg.batch_matmul ins(%af, %bf : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%acc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}
