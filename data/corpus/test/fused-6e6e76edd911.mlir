// fused-6e6e76edd911: fused (conv-nhwc+bias), f16; cuda-agent synth --seed 2026, candidate 5412
func.func @fused(%arg0: tensor<1x58x58x256xf16>, %arg1: tensor<3x3x256x16xf16>, %arg2: tensor<16xf16>, %arg3: tensor<1x56x56x16xf16>) -> tensor<1x56x56x16xf16> {
  %0 = tensor.empty() : tensor<1x56x56x16xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<1x56x56x16xf16>) -> tensor<1x56x56x16xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x58x58x256xf16>, tensor<3x3x256x16xf16>) outs(%1 : tensor<1x56x56x16xf16>) -> tensor<1x56x56x16xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<1x56x56x16xf16>, tensor<16xf16>) outs(%arg3 : tensor<1x56x56x16xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<1x56x56x16xf16>
  return %3 : tensor<1x56x56x16xf16>
}
