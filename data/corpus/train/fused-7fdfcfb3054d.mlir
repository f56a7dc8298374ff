// fused-7fdfcfb3054d: fused (conv-nchw+residual), bf16; cuda-agent synth --seed 2026, candidate 341
func.func @fused(%arg0: tensor<1x512x11x11xbf16>, %arg1: tensor<32x512x5x5xbf16>, %arg2: tensor<1x32x7x7xbf16>, %arg3: tensor<1x32x7x7xbf16>) -> tensor<1x32x7x7xbf16> {
  %0 = tensor.empty() : tensor<1x32x7x7xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1x32x7x7xbf16>) -> tensor<1x32x7x7xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x512x11x11xbf16>, tensor<32x512x5x5xbf16>) outs(%1 : tensor<1x32x7x7xbf16>) -> tensor<1x32x7x7xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<1x32x7x7xbf16>, tensor<1x32x7x7xbf16>) outs(%arg3 : tensor<1x32x7x7xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<1x32x7x7xbf16>
  return %3 : tensor<1x32x7x7xbf16>
}
