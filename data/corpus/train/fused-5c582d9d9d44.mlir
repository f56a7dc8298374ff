// fused-5c582d9d9d44: fused (conv-nchw+bias+residual), bf16; cuda-agent synth --seed 2026, candidate 921
func.func @fused(%arg0: tensor<16x16x30x30xbf16>, %arg1: tensor<512x16x3x3xbf16>, %arg2: tensor<28xbf16>, %arg3: tensor<16x512x28x28xbf16>, %arg4: tensor<16x512x28x28xbf16>) -> tensor<16x512x28x28xbf16> {
  %0 = tensor.empty() : tensor<16x512x28x28xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x512x28x28xbf16>) -> tensor<16x512x28x28xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x16x30x30xbf16>, tensor<512x16x3x3xbf16>) outs(%1 : tensor<16x512x28x28xbf16>) -> tensor<16x512x28x28xbf16>
  %3 = tensor.empty() : tensor<16x512x28x28xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x512x28x28xbf16>, tensor<28xbf16>) outs(%3 : tensor<16x512x28x28xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<16x512x28x28xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<16x512x28x28xbf16>, tensor<16x512x28x28xbf16>) outs(%arg4 : tensor<16x512x28x28xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<16x512x28x28xbf16>
  return %5 : tensor<16x512x28x28xbf16>
}
