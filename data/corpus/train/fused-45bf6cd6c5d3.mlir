// fused-45bf6cd6c5d3: fused (conv-depthwise+residual+bias), f16; cuda-agent synth --seed 2026, candidate 1998
func.func @fused(%arg0: tensor<32x114x114x64xf16>, %arg1: tensor<3x3x64xf16>, %arg2: tensor<32x112x112x64xf16>, %arg3: tensor<64xf16>, %arg4: tensor<32x112x112x64xf16>) -> tensor<32x112x112x64xf16> {
  %0 = tensor.empty() : tensor<32x112x112x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x112x112x64xf16>) -> tensor<32x112x112x64xf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x114x114x64xf16>, tensor<3x3x64xf16>) outs(%1 : tensor<32x112x112x64xf16>) -> tensor<32x112x112x64xf16>
  %3 = tensor.empty() : tensor<32x112x112x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x112x112x64xf16>, tensor<32x112x112x64xf16>) outs(%3 : tensor<32x112x112x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<32x112x112x64xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<32x112x112x64xf16>, tensor<64xf16>) outs(%arg4 : tensor<32x112x112x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<32x112x112x64xf16>
  return %5 : tensor<32x112x112x64xf16>
}
