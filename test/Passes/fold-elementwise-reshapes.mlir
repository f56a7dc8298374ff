// RUN: cuda-agent-opt %s --split-input-file --cuda-agent-fold-elementwise-reshapes | FileCheck %s

// A linear layer of a (batch, sequence, features) input as torch-mlir
// writes it: the 2-D matmul's result expanded for the GELU after it. The
// GELU runs over the matmul's two loops (an epilogue it can fuse); the
// reshape moves to its result.
// CHECK-LABEL: func.func @linear_gelu(
// CHECK-SAME: %[[X:.*]]: tensor<64x32xf32>, %[[W:.*]]: tensor<32x48xf32>
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[X]], %[[W]]
// CHECK: %[[GELU:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]} ins(%[[MM]] : tensor<64x48xf32>) outs(%{{.*}} : tensor<64x48xf32>)
// CHECK: %[[OUT:.*]] = tensor.expand_shape %[[GELU]] {{\[\[}}0, 1], [2]] output_shape [2, 32, 48]
// CHECK: return %[[OUT]]
func.func @linear_gelu(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>) -> tensor<2x32x48xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x48xf32>) -> tensor<64x48xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x48xf32>) outs(%init : tensor<64x48xf32>) -> tensor<64x48xf32>
  %expanded = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 32, 48] : tensor<64x48xf32> into tensor<2x32x48xf32>
  %out = tensor.empty() : tensor<2x32x48xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(b, s, f) -> (b, s, f)>, affine_map<(b, s, f) -> (b, s, f)>],
                          iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%expanded : tensor<2x32x48xf32>) outs(%out : tensor<2x32x48xf32>) {
  ^bb0(%a: f32, %o: f32):
    %h = arith.constant 0.5 : f32
    %e = math.erf %a : f32
    %r = arith.mulf %e, %h : f32
    linalg.yield %r : f32
  } -> tensor<2x32x48xf32>
  return %gelu : tensor<2x32x48xf32>
}

// -----

// GroupNorm's statistics: the input expanded into (N, groups, elements) is
// read by the f64 conversion before the row reductions. The conversion
// keeps the reductions' loops (collapsed, it would run over other loops
// than the row kernel it is the prologue of).
// CHECK-LABEL: func.func @group_statistics(
// CHECK: %[[E:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [2, 4, 72]
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[E]] : tensor<2x4x72xf32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[WIDE]] : tensor<2x4x72xf64>)
func.func @group_statistics(%x: tensor<2x288xf32>) -> tensor<2x4xf64> {
  %zero = arith.constant 0.0 : f64
  %expanded = tensor.expand_shape %x [[0], [1, 2]] output_shape [2, 4, 72] : tensor<2x288xf32> into tensor<2x4x72xf32>
  %wide_empty = tensor.empty() : tensor<2x4x72xf64>
  %wide = linalg.generic {indexing_maps = [affine_map<(n, g, e) -> (n, g, e)>, affine_map<(n, g, e) -> (n, g, e)>],
                          iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%expanded : tensor<2x4x72xf32>) outs(%wide_empty : tensor<2x4x72xf64>) {
  ^bb0(%a: f32, %o: f64):
    %e = arith.extf %a : f32 to f64
    linalg.yield %e : f64
  } -> tensor<2x4x72xf64>
  %rows = tensor.empty() : tensor<2x4xf64>
  %init = linalg.fill ins(%zero : f64) outs(%rows : tensor<2x4xf64>) -> tensor<2x4xf64>
  %sum = linalg.generic {indexing_maps = [affine_map<(n, g, e) -> (n, g, e)>, affine_map<(n, g, e) -> (n, g)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%wide : tensor<2x4x72xf64>) outs(%init : tensor<2x4xf64>) {
  ^bb0(%a: f64, %s: f64):
    %r = arith.addf %a, %s : f64
    linalg.yield %r : f64
  } -> tensor<2x4xf64>
  return %sum : tensor<2x4xf64>
}

// -----

// A reduction reading a computed result expanded keeps its loops (its
// rows are what they say).
// CHECK-LABEL: func.func @reduction_of_expanded(
// CHECK: tensor.expand_shape
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<4x8x16xf32>)
func.func @reduction_of_expanded(%x: tensor<32x16xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<32x16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x16xf32>) outs(%empty : tensor<32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<32x16xf32>
  %expanded = tensor.expand_shape %exp [[0, 1], [2]] output_shape [4, 8, 16] : tensor<32x16xf32> into tensor<4x8x16xf32>
  %rows = tensor.empty() : tensor<4x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%expanded : tensor<4x8x16xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}
