// fused-793a597da668: fused (conv-depthwise+residual+residual+residual), bf16; cuda-agent synth --seed 2026, candidate 3166
func.func @fused(%arg0: tensor<32x58x58x16xbf16>, %arg1: tensor<3x3x16xbf16>, %arg2: tensor<32x56x56x16xbf16>, %arg3: tensor<32x56x56x16xbf16>, %arg4: tensor<32x56x56x16xbf16>, %arg5: tensor<32x56x56x16xbf16>) -> tensor<32x56x56x16xbf16> {
  %0 = tensor.empty() : tensor<32x56x56x16xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x56x56x16xbf16>) -> tensor<32x56x56x16xbf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x58x58x16xbf16>, tensor<3x3x16xbf16>) outs(%1 : tensor<32x56x56x16xbf16>) -> tensor<32x56x56x16xbf16>
  %3 = tensor.empty() : tensor<32x56x56x16xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x56x56x16xbf16>, tensor<32x56x56x16xbf16>) outs(%3 : tensor<32x56x56x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x56x56x16xbf16>
  %5 = tensor.empty() : tensor<32x56x56x16xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<32x56x56x16xbf16>, tensor<32x56x56x16xbf16>) outs(%5 : tensor<32x56x56x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x56x56x16xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<32x56x56x16xbf16>, tensor<32x56x56x16xbf16>) outs(%arg5 : tensor<32x56x56x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x56x56x16xbf16>
  return %7 : tensor<32x56x56x16xbf16>
}
