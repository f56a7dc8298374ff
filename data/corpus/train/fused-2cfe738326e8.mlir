// fused-2cfe738326e8: fused (conv-depthwise+bias), bf16; cuda-agent synth --seed 2026, candidate 4676
func.func @fused(%arg0: tensor<32x30x30x96xbf16>, %arg1: tensor<3x3x96xbf16>, %arg2: tensor<96xbf16>, %arg3: tensor<32x28x28x96xbf16>) -> tensor<32x28x28x96xbf16> {
  %0 = tensor.empty() : tensor<32x28x28x96xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x28x28x96xbf16>) -> tensor<32x28x28x96xbf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x30x30x96xbf16>, tensor<3x3x96xbf16>) outs(%1 : tensor<32x28x28x96xbf16>) -> tensor<32x28x28x96xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x28x28x96xbf16>, tensor<96xbf16>) outs(%arg3 : tensor<32x28x28x96xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<32x28x28x96xbf16>
  return %3 : tensor<32x28x28x96xbf16>
}
