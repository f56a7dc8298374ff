// fused-3ea64a420bab: fused (conv-pointwise+scale+bias), f32; cuda-agent synth --seed 2026, candidate 5563
func.func @fused(%arg0: tensor<4x112x112x64xf32>, %arg1: tensor<1x1x64x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<4x112x112x32xf32>) -> tensor<4x112x112x32xf32> {
  %0 = tensor.empty() : tensor<4x112x112x32xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x112x112x32xf32>) -> tensor<4x112x112x32xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x112x112x64xf32>, tensor<1x1x64x32xf32>) outs(%1 : tensor<4x112x112x32xf32>) -> tensor<4x112x112x32xf32>
  %3 = tensor.empty() : tensor<4x112x112x32xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x112x112x32xf32>) outs(%3 : tensor<4x112x112x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.125000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4x112x112x32xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<4x112x112x32xf32>, tensor<32xf32>) outs(%arg3 : tensor<4x112x112x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4x112x112x32xf32>
  return %5 : tensor<4x112x112x32xf32>
}
