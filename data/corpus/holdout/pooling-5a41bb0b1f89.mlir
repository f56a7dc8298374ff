// pooling-5a41bb0b1f89: pooling (avg-3x3-s2), f16; cuda-agent synth --seed 2026, candidate 5486
func.func @pooling(%arg0: tensor<64x57x57x64xf16>, %arg1: tensor<64x28x28x64xf16>) -> tensor<64x28x28x64xf16> {
  %0 = tensor.empty() : tensor<3x3xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = tensor.empty() : tensor<64x28x28x64xf16>
  %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<64x28x28x64xf16>) -> tensor<64x28x28x64xf16>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<64x57x57x64xf16>, tensor<3x3xf16>) outs(%2 : tensor<64x28x28x64xf16>) -> tensor<64x28x28x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<64x28x28x64xf16>) outs(%arg1 : tensor<64x28x28x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.110840e-01 : f16
    %5 = arith.mulf %in, %cst_0 : f16
    linalg.yield %5 : f16
  } -> tensor<64x28x28x64xf16>
  return %4 : tensor<64x28x28x64xf16>
}
