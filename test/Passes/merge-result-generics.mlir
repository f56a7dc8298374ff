// RUN: cuda-agent-opt %s --split-input-file -cuda-agent-merge-result-generics | FileCheck %s

// GroupNorm's statistics: the mean and the rstd of each group's row, two
// elementwise ops over the rows at the end of one row kernel (the sums of
// the same rows), become one generic with both payloads; the reshape of the
// first result moves after it.
// CHECK-LABEL: func.func @statistics(
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}"reduction"
// CHECK: %[[VAR:.*]] = linalg.generic {{.*}}"reduction"
// CHECK: %[[MERGED:.*]]:2 = linalg.generic
// CHECK-SAME: ins(%[[SUM]], %[[VAR]] : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[S:[^:]*]]: f32, %[[V:[^:]*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[MEAN:.*]] = arith.divf %[[S]]
// CHECK-NEXT: %[[RSTD:.*]] = math.rsqrt %[[V]]
// CHECK-NEXT: linalg.yield %[[MEAN]], %[[RSTD]] : f32, f32
// CHECK-NOT: linalg.generic
// CHECK: %[[MEAN_KEPT:.*]] = tensor.expand_shape %[[MERGED]]#0
// CHECK: %[[RSTD_KEPT:.*]] = tensor.expand_shape %[[MERGED]]#1
// CHECK: return %[[MEAN_KEPT]], %[[RSTD_KEPT]]
#rows = affine_map<(d0, d1) -> (d0, d1)>
#elements = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#reduced = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @statistics(%x: tensor<4x8x16xf32>) -> (tensor<4x8x1xf32>, tensor<4x8x1xf32>) {
  %n = arith.constant 1.254400e+04 : f32
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#elements, #reduced], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x8x16xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %var = linalg.generic {indexing_maps = [#elements, #reduced], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x8x16xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  %mean = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %mean_kept = tensor.expand_shape %mean [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
  %rstd = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%var : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.rsqrt %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %rstd_kept = tensor.expand_shape %rstd [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
  return %mean_kept, %rstd_kept : tensor<4x8x1xf32>, tensor<4x8x1xf32>
}

// -----

// Results of unrelated computations (a whole model's: the ReLU of one
// input, the double of another) stay apart: each is a region of its own.
// CHECK-LABEL: func.func @unrelated(
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: linalg.generic
#same = affine_map<(d0, d1) -> (d0, d1)>
func.func @unrelated(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %empty = tensor.empty() : tensor<4x8xf32>
  %relu = linalg.generic {indexing_maps = [#same, #same], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %zero : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %double = linalg.generic {indexing_maps = [#same, #same], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<4x8xf32>) outs(%empty : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %two : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  return %relu, %double : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A result computed from the other stays apart: merged, the op would read
// its own result.
// CHECK-LABEL: func.func @dependent(
// CHECK: %[[FIRST:.*]] = linalg.generic
// CHECK: %[[SECOND:.*]] = linalg.generic
// CHECK-SAME: ins(%[[FIRST]] :
// CHECK: return %[[FIRST]], %[[SECOND]]
#map = affine_map<(d0) -> (d0)>
func.func @dependent(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %empty = tensor.empty() : tensor<8xf32>
  %first = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%empty : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %second = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%first : tensor<8xf32>) outs(%empty : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.sqrt %in : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  return %first, %second : tensor<8xf32>, tensor<8xf32>
}

// -----

// Results over different loops (a row and its sum's scale) stay apart.
// CHECK-LABEL: func.func @different_loops(
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: linalg.generic
#rows2 = affine_map<(d0, d1) -> (d0, d1)>
#rows1 = affine_map<(d0) -> (d0)>
func.func @different_loops(%x: tensor<4x8xf32>, %s: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e2 = tensor.empty() : tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#rows2, #rows2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [#rows1, #rows1], iterator_types = ["parallel"]}
      ins(%s : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %a, %b : tensor<4x8xf32>, tensor<4xf32>
}
