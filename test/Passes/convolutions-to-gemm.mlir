// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-convolutions-to-gemm | FileCheck %s

// torch-mlir's Conv2d(3x3) + ReLU: the sum starts from the broadcast bias.
// The GEMM (filter (f, k) times the im2col windows (n, k, p)) starts from
// zeros, the bias and the ReLU run over its (n, f, p) output and the
// result is expanded back to the image.
// CHECK-DAG: #[[WINDOWS:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 8 + (d1 mod 9) floordiv 3, d2 mod 8 + d1 mod 3)>
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[MAP_A:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[MAP_B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[MAP_C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-DAG: #[[BIAS:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @conv3x3_bias_relu(
// CHECK-SAME: %[[X:.*]]: tensor<4x64x10x10xf32>, %[[W:.*]]: tensor<32x64x3x3xf32>, %[[B:.*]]: tensor<32xf32>)
// CHECK-NOT: linalg.conv_2d_nchw_fchw
// CHECK-NOT: linalg.broadcast
// CHECK-DAG: %[[FILTER:.*]] = tensor.collapse_shape %[[W]] {{\[}}[0], [1, 2, 3]] : tensor<32x64x3x3xf32> into tensor<32x576xf32>
// CHECK-DAG: %[[ZEROS:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x32x64xf32>)
// CHECK: %[[COLUMNS:.*]] = linalg.generic {indexing_maps = [#[[WINDOWS]], #[[ID3]]], {{.*}} ins(%[[X]] : tensor<4x64x10x10xf32>) outs(%{{.*}} : tensor<4x576x64xf32>)
// CHECK: %[[GEMM:.*]] = linalg.generic {indexing_maps = [#[[MAP_A]], #[[MAP_B]], #[[MAP_C]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[FILTER]], %[[COLUMNS]] : tensor<32x576xf32>, tensor<4x576x64xf32>) outs(%[[ZEROS]] : tensor<4x32x64xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: %[[BIASED:.*]] = linalg.generic {indexing_maps = [#[[ID3]], #[[BIAS]], #[[ID3]]], {{.*}} ins(%[[GEMM]], %[[B]] : tensor<4x32x64xf32>, tensor<32xf32>)
// CHECK: arith.addf
// CHECK: %[[RELU:.*]] = linalg.generic {{.*}} ins(%[[BIASED]] : tensor<4x32x64xf32>) outs(%{{.*}} : tensor<4x32x64xf32>)
// CHECK: arith.maximumf
// CHECK: %[[IMAGE:.*]] = tensor.expand_shape %[[RELU]] {{\[}}[0], [1], [2, 3]] output_shape [4, 32, 8, 8] : tensor<4x32x64xf32> into tensor<4x32x8x8xf32>
// CHECK: return %[[IMAGE]]
func.func @conv3x3_bias_relu(%x: tensor<4x64x10x10xf32>, %w: tensor<32x64x3x3xf32>, %b: tensor<32xf32>) -> tensor<4x32x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x32x8x8xf32>
  %bias = linalg.broadcast ins(%b : tensor<32xf32>) outs(%empty : tensor<4x32x8x8xf32>) dimensions = [0, 2, 3]
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<4x64x10x10xf32>, tensor<32x64x3x3xf32>) outs(%bias : tensor<4x32x8x8xf32>) -> tensor<4x32x8x8xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<4x32x8x8xf32>) outs(%empty : tensor<4x32x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x32x8x8xf32>
  return %relu : tensor<4x32x8x8xf32>
}

// -----

// A 1x1 window of stride 1 on a zero-filled output: the image is the B
// matrix as it is (collapsed, no gather), the filter the A matrix.
// CHECK-DAG: #[[MAP_A:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[MAP_B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[MAP_C:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @conv1x1(
// CHECK-SAME: %[[X:.*]]: tensor<2x16x4x4xf32>, %[[W:.*]]: tensor<8x16x1x1xf32>, %[[OUT:.*]]: tensor<2x8x4x4xf32>)
// CHECK-DAG: %[[COLUMNS:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1], [2, 3]] : tensor<2x16x4x4xf32> into tensor<2x16x16xf32>
// CHECK-DAG: %[[FILTER:.*]] = tensor.collapse_shape %[[W]] {{\[}}[0], [1, 2, 3]] : tensor<8x16x1x1xf32> into tensor<8x16xf32>
// CHECK-DAG: %[[VIEW:.*]] = tensor.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
// CHECK: %[[ZEROS:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[VIEW]] : tensor<2x8x16xf32>)
// CHECK-NOT: floordiv
// CHECK: %[[GEMM:.*]] = linalg.generic {indexing_maps = [#[[MAP_A]], #[[MAP_B]], #[[MAP_C]]], {{.*}} ins(%[[FILTER]], %[[COLUMNS]] : tensor<8x16xf32>, tensor<2x16x16xf32>) outs(%[[ZEROS]] : tensor<2x8x16xf32>)
// CHECK: %[[IMAGE:.*]] = tensor.expand_shape %[[GEMM]] {{\[}}[0], [1], [2, 3]] output_shape [2, 8, 4, 4]
// CHECK: return %[[IMAGE]]
func.func @conv1x1(%x: tensor<2x16x4x4xf32>, %w: tensor<8x16x1x1xf32>, %out: tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %zeros = linalg.fill ins(%zero : f32) outs(%out : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x16x4x4xf32>, tensor<8x16x1x1xf32>) outs(%zeros : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return %conv : tensor<2x8x4x4xf32>
}

// -----

// A 1x1 window of stride 2 skips pixels: the im2col gather picks them.
// An init that is no broadcast (a residual) is added after the GEMM.
// CHECK-LABEL: func.func @conv1x1_stride2(
// CHECK-SAME: %[[X:.*]]: tensor<1x4x4x4xf32>, %[[W:.*]]: tensor<2x4x1x1xf32>, %[[R:.*]]: tensor<1x2x2x2xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<1x4x4x4xf32>) outs(%{{.*}} : tensor<1x4x4xf32>)
// CHECK: %[[GEMM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: %[[RESIDUAL:.*]] = tensor.collapse_shape %[[R]] {{\[}}[0], [1], [2, 3]]
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[GEMM]], %[[RESIDUAL]] : tensor<1x2x4xf32>, tensor<1x2x4xf32>)
// CHECK: tensor.expand_shape %[[SUM]]
func.func @conv1x1_stride2(%x: tensor<1x4x4x4xf32>, %w: tensor<2x4x1x1xf32>, %r: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x4x4xf32>, tensor<2x4x1x1xf32>) outs(%r : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %conv : tensor<1x2x2x2xf32>
}

// -----

// Other convolutions (channels last, dynamic shapes) stay as they are.
// CHECK-LABEL: func.func @nhwc(
// CHECK: linalg.conv_2d_nhwc_hwcf
func.func @nhwc(%x: tensor<1x6x6x4xf32>, %w: tensor<3x3x4x8xf32>, %out: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x6x6x4xf32>, tensor<3x3x4x8xf32>) outs(%out : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %conv : tensor<1x4x4x8xf32>
}

// -----

// Without padding, 6 x 6 = 36 output pixels: no GEMM tile of tensor cores
// divides them. The image is padded with zeros (2 more rows and columns),
// the GEMM and the ops after it run over 8 x 8 = 64 pixels, the last of
// them into a buffer of its own, and the function returns the real 6 x 6
// part, copied into its result.
// CHECK-DAG: #[[PADDED_WINDOWS:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 8 + (d1 mod 9) floordiv 3, d2 mod 8 + d1 mod 3)>
// CHECK-LABEL: func.func @valid_conv_bias_relu(
// CHECK-SAME: %[[X:.*]]: tensor<1x4x8x8xf32>, %[[W:.*]]: tensor<8x4x3x3xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK: %[[IMAGE:.*]] = tensor.pad %[[X]] low[0, 0, 0, 0] high[0, 0, 2, 2]
// CHECK: } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
// CHECK: %[[COLUMNS:.*]] = linalg.generic {indexing_maps = [#[[PADDED_WINDOWS]], {{.*}} ins(%[[IMAGE]] : tensor<1x4x10x10xf32>) outs(%{{.*}} : tensor<1x36x64xf32>)
// CHECK: %[[GEMM:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[COLUMNS]] : tensor<8x36xf32>, tensor<1x36x64xf32>) outs(%{{.*}} : tensor<1x8x64xf32>)
// CHECK: %[[BIASED:.*]] = linalg.generic {{.*}} ins(%[[GEMM]], %[[B]] : tensor<1x8x64xf32>, tensor<8xf32>)
// CHECK: %[[OWN:.*]] = bufferization.alloc_tensor() : tensor<1x8x8x8xf32>
// CHECK: %[[OWN_PIXELS:.*]] = tensor.collapse_shape %[[OWN]] {{\[}}[0], [1], [2, 3]] : tensor<1x8x8x8xf32> into tensor<1x8x64xf32>
// CHECK: %[[RELU:.*]] = linalg.generic {{.*}} ins(%[[BIASED]] : tensor<1x8x64xf32>) outs(%[[OWN_PIXELS]] : tensor<1x8x64xf32>)
// CHECK: arith.maximumf
// CHECK: %[[PADDED:.*]] = tensor.expand_shape %[[RELU]] {{\[}}[0], [1], [2, 3]] output_shape [1, 8, 8, 8]
// CHECK: %[[REAL:.*]] = tensor.extract_slice %[[PADDED]][0, 0, 0, 0] [1, 8, 6, 6] [1, 1, 1, 1] : tensor<1x8x8x8xf32> to tensor<1x8x6x6xf32>
// CHECK: %[[RESULT:.*]] = bufferization.materialize_in_destination %[[REAL]] in %{{.*}} : (tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
// CHECK: return %[[RESULT]]
func.func @valid_conv_bias_relu(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<8xf32>) -> tensor<1x8x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x8x6x6xf32>
  %bias = linalg.broadcast ins(%b : tensor<8xf32>) outs(%empty : tensor<1x8x6x6xf32>) dimensions = [0, 2, 3]
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%bias : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<1x8x6x6xf32>) outs(%empty : tensor<1x8x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x6x6xf32>
  return %relu : tensor<1x8x6x6xf32>
}

// -----

// Not padded: the op after the convolution reads another image of the
// output's shape (a residual), which has no padded pixels to read.
// CHECK-LABEL: func.func @valid_conv_residual(
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x36xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x8x36xf32>, tensor<1x8x36xf32>)
// CHECK: %[[IMAGE:.*]] = tensor.expand_shape %[[SUM]]
// CHECK: return %[[IMAGE]]
func.func @valid_conv_residual(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %r: tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x8x6x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%init : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %r : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%empty : tensor<1x8x6x6xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x8x6x6xf32>
  return %sum : tensor<1x8x6x6xf32>
}
