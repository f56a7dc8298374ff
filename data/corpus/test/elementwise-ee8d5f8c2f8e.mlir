// elementwise-ee8d5f8c2f8e: elementwise (tanh), bf16; cuda-agent synth --seed 2026, candidate 1653
func.func @elementwise(%arg0: tensor<12x1398101xbf16>, %arg1: tensor<12x1398101xbf16>) -> tensor<12x1398101xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<12x1398101xbf16>) outs(%arg1 : tensor<12x1398101xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = math.tanh %in : bf16
    linalg.yield %1 : bf16
  } -> tensor<12x1398101xbf16>
  return %0 : tensor<12x1398101xbf16>
}
