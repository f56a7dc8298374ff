// RUN: cuda-agent-opt %s --split-input-file -cuda-agent-reductions-innermost | FileCheck %s
// RUN: cuda-agent-opt %s --split-input-file -cuda-agent-reductions-innermost \
// RUN:   -convert-linalg-to-parallel-loops | FileCheck %s --check-prefix=LOOPS

// A column sum: the reduction over rows moves inside the loop over columns,
// and the loops become one scf.parallel with a serial loop inside (not a
// host loop around a parallel one).
// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @column_sum(
// CHECK: linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "reduction"]}
// CHECK:   arith.addf
// LOOPS-LABEL: func.func @column_sum(
// LOOPS: scf.parallel (%[[J:.*]]) =
// LOOPS:   scf.for %[[I:.*]] =
// LOOPS:     memref.load %{{.*}}[%[[I]], %[[J]]]
// LOOPS-NOT: scf.parallel
func.func @column_sum(%in: memref<64x32xf64>, %out: memref<32xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%in : memref<64x32xf64>) outs(%out : memref<32xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %a, %acc : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// Parallel loops keep their order, reductions too: (p0, r1, p2, r3)
// becomes (p0, p2, r1, r3).
// CHECK-DAG: #[[$IN3:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
// CHECK-DAG: #[[$OUT3:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-LABEL: func.func @mixed(
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "reduction"]
func.func @mixed(%in: tensor<4x8x16x2xf32>, %out: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                                        affine_map<(d0, d1, d2, d3) -> (d0, d2)>],
                       iterator_types = ["parallel", "reduction", "parallel", "reduction"]}
      ins(%in : tensor<4x8x16x2xf32>) outs(%out : tensor<4x16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// Ops whose reductions are innermost already are left as they are (named
// ops stay named).
// CHECK-LABEL: func.func @matmul(
// CHECK: linalg.matmul
// CHECK-NOT: linalg.generic
func.func @matmul(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
