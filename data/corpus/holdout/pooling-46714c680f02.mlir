// pooling-46714c680f02: pooling (avg-2x2-s2), f16; cuda-agent synth --seed 2026, candidate 747
func.func @pooling(%arg0: tensor<16x28x28x512xf16>, %arg1: tensor<16x14x14x512xf16>) -> tensor<16x14x14x512xf16> {
  %0 = tensor.empty() : tensor<2x2xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = tensor.empty() : tensor<16x14x14x512xf16>
  %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<16x14x14x512xf16>) -> tensor<16x14x14x512xf16>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<16x28x28x512xf16>, tensor<2x2xf16>) outs(%2 : tensor<16x14x14x512xf16>) -> tensor<16x14x14x512xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<16x14x14x512xf16>) outs(%arg1 : tensor<16x14x14x512xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 2.500000e-01 : f16
    %5 = arith.mulf %in, %cst_0 : f16
    linalg.yield %5 : f16
  } -> tensor<16x14x14x512xf16>
  return %4 : tensor<16x14x14x512xf16>
}
