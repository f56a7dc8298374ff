// fused-24c66923a318: fused (conv-depthwise+relu+scale+leaky_relu+bias), f32; cuda-agent synth --seed 2026, candidate 912
func.func @fused(%arg0: tensor<16x58x58x96xf32>, %arg1: tensor<3x3x96xf32>, %arg2: tensor<96xf32>, %arg3: tensor<16x56x56x96xf32>) -> tensor<16x56x56x96xf32> {
  %0 = tensor.empty() : tensor<16x56x56x96xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x56x56x96xf32>) -> tensor<16x56x56x96xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x58x58x96xf32>, tensor<3x3x96xf32>) outs(%1 : tensor<16x56x56x96xf32>) -> tensor<16x56x56x96xf32>
  %3 = tensor.empty() : tensor<16x56x56x96xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x56x56x96xf32>) outs(%3 : tensor<16x56x56x96xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %10 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x56x56x96xf32>
  %5 = tensor.empty() : tensor<16x56x56x96xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<16x56x56x96xf32>) outs(%5 : tensor<16x56x56x96xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.250000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x56x56x96xf32>
  %7 = tensor.empty() : tensor<16x56x56x96xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<16x56x56x96xf32>) outs(%7 : tensor<16x56x56x96xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.00999999977 : f32
    %10 = arith.mulf %cst_0, %in : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %11 = arith.cmpf ogt, %in, %cst_1 : f32
    %12 = arith.select %11, %in, %10 : f32
    linalg.yield %12 : f32
  } -> tensor<16x56x56x96xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg2 : tensor<16x56x56x96xf32>, tensor<96xf32>) outs(%arg3 : tensor<16x56x56x96xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x56x56x96xf32>
  return %9 : tensor<16x56x56x96xf32>
}
