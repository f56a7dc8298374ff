// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-expand-pooling-windows | FileCheck %s

// MaxPool2d(2) as torch-mlir writes it: the input read as (n, c, oh, kh,
// ow, kw) through an expand_shape, a reduction generic without the window
// operand.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4, d3, d5)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @max_nchw(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x8x6xf32>
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: %[[WINDOWS:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1], [2, 3], [4, 5]] output_shape [2, 3, 4, 2, 3, 2] : tensor<2x3x8x6xf32> into tensor<2x3x4x2x3x2xf32>
// CHECK: %[[POOL:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[WINDOWS]] : tensor<2x3x4x2x3x2xf32>) outs(%[[FILL]] : tensor<2x3x4x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN_VALUE:.*]]: f32, %[[OUT_VALUE:.*]]: f32):
// CHECK-NEXT: %[[MAX:.*]] = arith.maximumf %[[OUT_VALUE]], %[[IN_VALUE]] : f32
// CHECK-NEXT: linalg.yield %[[MAX]]
// CHECK-NOT: linalg.pooling
// CHECK: return %[[POOL]]
func.func @max_nchw(%x: tensor<2x3x8x6xf32>) -> tensor<2x3x4x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %empty = tensor.empty() : tensor<2x3x4x3xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%empty : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %window : tensor<2x3x8x6xf32>, tensor<2x2xf32>) outs(%init : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %pool : tensor<2x3x4x3xf32>
}

// -----

// AvgPool2d(3) in NHWC: the sum is expanded, its division stays.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d2, d5, d3)>
// CHECK-LABEL: func.func @sum_nhwc(
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2], [3, 4], [5]] output_shape [1, 2, 3, 2, 3, 4] : tensor<1x6x6x4xf32> into tensor<1x2x3x2x3x4xf32>
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[IN]], #{{.*}}]
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[SUM]]
// CHECK: arith.divf
func.func @sum_nhwc(%x: tensor<1x6x6x4xf32>) -> tensor<1x2x2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %empty = tensor.empty() : tensor<1x2x2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<3> : vector<2xi64>}
      ins(%x, %window : tensor<1x6x6x4xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<1x2x2x4xf32>) outs(%empty : tensor<1x2x2x4xf32>) {
  ^bb0(%s: f32, %o: f32):
    %d = arith.divf %s, %nine : f32
    linalg.yield %d : f32
  } -> tensor<1x2x2x4xf32>
  return %mean : tensor<1x2x2x4xf32>
}

// -----

// Overlapping windows (3x3, stride 2), a remainder row (9 rows, 4 windows
// of 2) and dilated windows are left as they are, and so is a convolution.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: linalg.generic
// CHECK: linalg.pooling_nchw_max {{.*}}strides = dense<2>
// CHECK: linalg.pooling_nchw_max {{.*}}strides = dense<2>
// CHECK: linalg.pooling_nchw_max {dilations = dense<2>
// CHECK: linalg.conv_2d_nchw_fchw
func.func @left_alone(%x: tensor<1x2x9x9xf32>, %init: tensor<1x2x4x4xf32>, %f: tensor<2x2x2x2xf32>, %cinit: tensor<1x2x4x4xf32>)
    -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %w3 = tensor.empty() : tensor<3x3xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %overlapping = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w3 : tensor<1x2x9x9xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %remainder = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w2 : tensor<1x2x9x9xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %dilated = linalg.pooling_nchw_max {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w2 : tensor<1x2x9x9xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %f : tensor<1x2x9x9xf32>, tensor<2x2x2x2xf32>) outs(%cinit : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %overlapping, %remainder, %dilated, %conv : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}
