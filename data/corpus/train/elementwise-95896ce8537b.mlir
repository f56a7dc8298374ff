// elementwise-95896ce8537b: elementwise (tanh), bf16; cuda-agent synth --seed 2026, candidate 744
func.func @elementwise(%arg0: tensor<32x196x8x677xbf16>, %arg1: tensor<32x196x8x677xbf16>) -> tensor<32x196x8x677xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x196x8x677xbf16>) outs(%arg1 : tensor<32x196x8x677xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = math.tanh %in : bf16
    linalg.yield %1 : bf16
  } -> tensor<32x196x8x677xbf16>
  return %0 : tensor<32x196x8x677xbf16>
}
