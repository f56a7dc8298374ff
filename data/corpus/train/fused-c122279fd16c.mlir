// fused-c122279fd16c: fused (conv-strided+hardswish+bias), f32; cuda-agent synth --seed 2026, candidate 476
func.func @fused(%arg0: tensor<2x29x29x16xf32>, %arg1: tensor<3x3x16x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32> {
  %0 = tensor.empty() : tensor<2x14x14x128xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x29x29x16xf32>, tensor<3x3x16x128xf32>) outs(%1 : tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32>
  %3 = tensor.empty() : tensor<2x14x14x128xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x14x14x128xf32>) outs(%3 : tensor<2x14x14x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %6 = arith.addf %in, %cst_2 : f32
    %7 = arith.maximumf %6, %cst_1 : f32
    %8 = arith.minimumf %7, %cst_0 : f32
    %cst_3 = arith.constant 0.166666672 : f32
    %9 = arith.mulf %8, %cst_3 : f32
    %10 = arith.mulf %in, %9 : f32
    linalg.yield %10 : f32
  } -> tensor<2x14x14x128xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<2x14x14x128xf32>, tensor<128xf32>) outs(%arg3 : tensor<2x14x14x128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<2x14x14x128xf32>
  return %5 : tensor<2x14x14x128xf32>
}
