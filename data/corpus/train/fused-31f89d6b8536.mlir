// fused-31f89d6b8536: fused (conv-pointwise+relu+residual), f16; cuda-agent synth --seed 2026, candidate 890
func.func @fused(%arg0: tensor<16x56x56x96xf16>, %arg1: tensor<1x1x96x128xf16>, %arg2: tensor<16x56x56x128xf16>, %arg3: tensor<16x56x56x128xf16>) -> tensor<16x56x56x128xf16> {
  %0 = tensor.empty() : tensor<16x56x56x128xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<16x56x56x128xf16>) -> tensor<16x56x56x128xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x56x56x96xf16>, tensor<1x1x96x128xf16>) outs(%1 : tensor<16x56x56x128xf16>) -> tensor<16x56x56x128xf16>
  %3 = tensor.empty() : tensor<16x56x56x128xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x56x56x128xf16>) outs(%3 : tensor<16x56x56x128xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 0.000000e+00 : f16
    %6 = arith.maximumf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<16x56x56x128xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x56x56x128xf16>, tensor<16x56x56x128xf16>) outs(%arg3 : tensor<16x56x56x128xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<16x56x56x128xf16>
  return %5 : tensor<16x56x56x128xf16>
}
