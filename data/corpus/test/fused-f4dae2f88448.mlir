// fused-f4dae2f88448: fused (conv-strided+leaky_relu+scale), f32; cuda-agent synth --seed 2026, candidate 5601
func.func @fused(%arg0: tensor<16x29x29x32xf32>, %arg1: tensor<3x3x32x128xf32>, %arg2: tensor<16x14x14x128xf32>) -> tensor<16x14x14x128xf32> {
  %0 = tensor.empty() : tensor<16x14x14x128xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x14x14x128xf32>) -> tensor<16x14x14x128xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x29x29x32xf32>, tensor<3x3x32x128xf32>) outs(%1 : tensor<16x14x14x128xf32>) -> tensor<16x14x14x128xf32>
  %3 = tensor.empty() : tensor<16x14x14x128xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x14x14x128xf32>) outs(%3 : tensor<16x14x14x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.00999999977 : f32
    %6 = arith.mulf %cst_0, %in : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %7 = arith.cmpf ogt, %in, %cst_1 : f32
    %8 = arith.select %7, %in, %6 : f32
    linalg.yield %8 : f32
  } -> tensor<16x14x14x128xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<16x14x14x128xf32>) outs(%arg2 : tensor<16x14x14x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.125000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<16x14x14x128xf32>
  return %5 : tensor<16x14x14x128xf32>
}
