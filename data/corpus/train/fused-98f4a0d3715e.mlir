// fused-98f4a0d3715e: fused (conv-nhwc+relu+scale), f16; cuda-agent synth --seed 2026, candidate 3696
func.func @fused(%arg0: tensor<4x114x114x32xf16>, %arg1: tensor<3x3x32x64xf16>, %arg2: tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16> {
  %0 = tensor.empty() : tensor<4x112x112x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x114x114x32xf16>, tensor<3x3x32x64xf16>) outs(%1 : tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16>
  %3 = tensor.empty() : tensor<4x112x112x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x112x112x64xf16>) outs(%3 : tensor<4x112x112x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 0.000000e+00 : f16
    %6 = arith.maximumf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<4x112x112x64xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<4x112x112x64xf16>) outs(%arg2 : tensor<4x112x112x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 8.750000e-01 : f16
    %6 = arith.mulf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<4x112x112x64xf16>
  return %5 : tensor<4x112x112x64xf16>
}
