// fused-e7fc7f9c3a42: fused (conv-depthwise+bias+scale), f32; cuda-agent synth --seed 2026, candidate 3876
func.func @fused(%arg0: tensor<32x114x114x512xf32>, %arg1: tensor<3x3x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<32x112x112x512xf32>) -> tensor<32x112x112x512xf32> {
  %0 = tensor.empty() : tensor<32x112x112x512xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x112x112x512xf32>) -> tensor<32x112x112x512xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x114x114x512xf32>, tensor<3x3x512xf32>) outs(%1 : tensor<32x112x112x512xf32>) -> tensor<32x112x112x512xf32>
  %3 = tensor.empty() : tensor<32x112x112x512xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x112x112x512xf32>, tensor<512xf32>) outs(%3 : tensor<32x112x112x512xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<32x112x112x512xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<32x112x112x512xf32>) outs(%arg3 : tensor<32x112x112x512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.875000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<32x112x112x512xf32>
  return %5 : tensor<32x112x112x512xf32>
}
