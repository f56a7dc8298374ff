// elementwise-8fe8fed3c37a: elementwise (relu), bf16; cuda-agent synth --seed 2026, candidate 1666
func.func @elementwise(%arg0: tensor<12x8x8x5461xbf16>, %arg1: tensor<12x8x8x5461xbf16>) -> tensor<12x8x8x5461xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<12x8x8x5461xbf16>) outs(%arg1 : tensor<12x8x8x5461xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %1 = arith.maximumf %in, %cst : bf16
    linalg.yield %1 : bf16
  } -> tensor<12x8x8x5461xbf16>
  return %0 : tensor<12x8x8x5461xbf16>
}
