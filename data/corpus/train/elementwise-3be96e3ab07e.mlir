// elementwise-3be96e3ab07e: elementwise (tanh), bf16; cuda-agent synth --seed 2026, candidate 3441
func.func @elementwise(%arg0: tensor<2x196x42799xbf16>, %arg1: tensor<2x196x42799xbf16>) -> tensor<2x196x42799xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x196x42799xbf16>) outs(%arg1 : tensor<2x196x42799xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = math.tanh %in : bf16
    linalg.yield %1 : bf16
  } -> tensor<2x196x42799xbf16>
  return %0 : tensor<2x196x42799xbf16>
}
