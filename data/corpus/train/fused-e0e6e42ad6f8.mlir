// fused-e0e6e42ad6f8: fused (conv-padded+sigmoid+residual+leaky_relu+residual), f32; cuda-agent synth --seed 2026, candidate 2934
func.func @fused(%arg0: tensor<2x512x112x112xf32>, %arg1: tensor<256x512x3x3xf32>, %arg2: tensor<2x256x112x112xf32>, %arg3: tensor<2x256x112x112xf32>, %arg4: tensor<2x256x112x112xf32>) -> tensor<2x256x112x112xf32> {
  %0 = tensor.empty() : tensor<2x256x112x112xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x256x112x112xf32>) -> tensor<2x256x112x112xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
    tensor.yield %cst_0 : f32
  } : tensor<2x512x112x112xf32> to tensor<2x512x114x114xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<2x512x114x114xf32>, tensor<256x512x3x3xf32>) outs(%1 : tensor<2x256x112x112xf32>) -> tensor<2x256x112x112xf32>
  %3 = tensor.empty() : tensor<2x256x112x112xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x256x112x112xf32>) outs(%3 : tensor<2x256x112x112xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.negf %in : f32
    %11 = math.exp %10 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %12 = arith.addf %cst_1, %11 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %13 = arith.divf %cst_2, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<2x256x112x112xf32>
  %5 = tensor.empty() : tensor<2x256x112x112xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<2x256x112x112xf32>, tensor<2x256x112x112xf32>) outs(%5 : tensor<2x256x112x112xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %10 = arith.addf %in, %in_1 : f32
    linalg.yield %10 : f32
  } -> tensor<2x256x112x112xf32>
  %7 = tensor.empty() : tensor<2x256x112x112xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x256x112x112xf32>) outs(%7 : tensor<2x256x112x112xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_1 = arith.constant 0.00999999977 : f32
    %10 = arith.mulf %cst_1, %in : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %11 = arith.cmpf ogt, %in, %cst_2 : f32
    %12 = arith.select %11, %in, %10 : f32
    linalg.yield %12 : f32
  } -> tensor<2x256x112x112xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg3 : tensor<2x256x112x112xf32>, tensor<2x256x112x112xf32>) outs(%arg4 : tensor<2x256x112x112xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %10 = arith.addf %in, %in_1 : f32
    linalg.yield %10 : f32
  } -> tensor<2x256x112x112xf32>
  return %9 : tensor<2x256x112x112xf32>
}
