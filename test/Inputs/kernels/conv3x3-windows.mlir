// test/Inputs/kernels/conv3x3-32-channels.mlir (torch-mlir's Conv2d(32, 64,
// 3, padding=1) + ReLU) after `cuda-agent import`: the padding, the im2col
// gather and the GEMM of the filter and the windows, the bias and ReLU after.
#map = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv 3, d2 mod 16 + d1 mod 3)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1)>
module {
  func.func @conv3x3_32_channels(%arg0: tensor<2x32x16x16xf32>, %arg1: tensor<64x32x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32> {
    %collapsed = tensor.collapse_shape %arg3 [[0], [1], [2, 3]] : tensor<2x64x16x16xf32> into tensor<2x64x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
      tensor.yield %cst : f32
    } : tensor<2x32x16x16xf32> to tensor<2x32x18x18xf32>
    %collapsed_0 = tensor.collapse_shape %arg1 [[0], [1, 2, 3]] : tensor<64x32x3x3xf32> into tensor<64x288xf32>
    %0 = tensor.empty() : tensor<2x64x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x64x256xf32>) -> tensor<2x64x256xf32>
    %2 = tensor.empty() : tensor<2x288x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded : tensor<2x32x18x18xf32>) outs(%2 : tensor<2x288x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x288x256xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%collapsed_0, %3 : tensor<64x288xf32>, tensor<2x288x256xf32>) outs(%1 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.mulf %in, %in_1 : f32
      %8 = arith.addf %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<2x64x256xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<2x64x256xf32>, tensor<64xf32>) outs(%0 : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.addf %in, %in_1 : f32
      linalg.yield %7 : f32
    } -> tensor<2x64x256xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x64x256xf32>) outs(%collapsed : tensor<2x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.maximumf %in, %cst : f32
      linalg.yield %7 : f32
    } -> tensor<2x64x256xf32>
    %expanded = tensor.expand_shape %6 [[0], [1], [2, 3]] output_shape [2, 64, 16, 16] : tensor<2x64x256xf32> into tensor<2x64x16x16xf32>
    return %expanded : tensor<2x64x16x16xf32>
  }
}

