// elementwise-b5541fcfe1c8: elementwise (leaky_relu+residual), bf16; cuda-agent synth --seed 2026, candidate 3490
func.func @elementwise(%arg0: tensor<16x8x262146xbf16>, %arg1: tensor<16x8x262146xbf16>, %arg2: tensor<16x8x262146xbf16>) -> tensor<16x8x262146xbf16> {
  %0 = tensor.empty() : tensor<16x8x262146xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x8x262146xbf16>) outs(%0 : tensor<16x8x262146xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 1.000980e-02 : bf16
    %3 = arith.mulf %cst, %in : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %4 = arith.cmpf ogt, %in, %cst_0 : bf16
    %5 = arith.select %4, %in, %3 : bf16
    linalg.yield %5 : bf16
  } -> tensor<16x8x262146xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<16x8x262146xbf16>, tensor<16x8x262146xbf16>) outs(%arg2 : tensor<16x8x262146xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<16x8x262146xbf16>
  return %2 : tensor<16x8x262146xbf16>
}
