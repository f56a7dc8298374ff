// pooling-0249968bb152: pooling (avg-2x2-s2), bf16; cuda-agent synth --seed 2026, candidate 5408
func.func @pooling(%arg0: tensor<4x112x112x32xbf16>, %arg1: tensor<4x56x56x32xbf16>) -> tensor<4x56x56x32xbf16> {
  %0 = tensor.empty() : tensor<2x2xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<4x56x56x32xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<4x56x56x32xbf16>) -> tensor<4x56x56x32xbf16>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<4x112x112x32xbf16>, tensor<2x2xbf16>) outs(%2 : tensor<4x56x56x32xbf16>) -> tensor<4x56x56x32xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<4x56x56x32xbf16>) outs(%arg1 : tensor<4x56x56x32xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.500000e-01 : bf16
    %5 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<4x56x56x32xbf16>
  return %4 : tensor<4x56x56x32xbf16>
}
