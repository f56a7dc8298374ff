// fused-43c611bf440a: fused (conv-depthwise+residual), f16; cuda-agent synth --seed 2026, candidate 3799
func.func @fused(%arg0: tensor<2x114x114x512xf16>, %arg1: tensor<3x3x512xf16>, %arg2: tensor<2x112x112x512xf16>, %arg3: tensor<2x112x112x512xf16>) -> tensor<2x112x112x512xf16> {
  %0 = tensor.empty() : tensor<2x112x112x512xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2x112x112x512xf16>) -> tensor<2x112x112x512xf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x114x114x512xf16>, tensor<3x3x512xf16>) outs(%1 : tensor<2x112x112x512xf16>) -> tensor<2x112x112x512xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<2x112x112x512xf16>, tensor<2x112x112x512xf16>) outs(%arg3 : tensor<2x112x112x512xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<2x112x112x512xf16>
  return %3 : tensor<2x112x112x512xf16>
}
