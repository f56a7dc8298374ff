// fused-2086b4c7e519: fused (conv-pointwise+hardswish), f32; cuda-agent synth --seed 2026, candidate 1550
func.func @fused(%arg0: tensor<4x56x56x32xf32>, %arg1: tensor<1x1x32x64xf32>, %arg2: tensor<4x56x56x64xf32>) -> tensor<4x56x56x64xf32> {
  %0 = tensor.empty() : tensor<4x56x56x64xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x56x56x64xf32>) -> tensor<4x56x56x64xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x56x56x32xf32>, tensor<1x1x32x64xf32>) outs(%1 : tensor<4x56x56x64xf32>) -> tensor<4x56x56x64xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x56x56x64xf32>) outs(%arg2 : tensor<4x56x56x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %4 = arith.addf %in, %cst_2 : f32
    %5 = arith.maximumf %4, %cst_1 : f32
    %6 = arith.minimumf %5, %cst_0 : f32
    %cst_3 = arith.constant 0.166666672 : f32
    %7 = arith.mulf %6, %cst_3 : f32
    %8 = arith.mulf %in, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<4x56x56x64xf32>
  return %3 : tensor<4x56x56x64xf32>
}
