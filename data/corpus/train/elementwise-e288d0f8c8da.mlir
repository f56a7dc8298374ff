// elementwise-e288d0f8c8da: elementwise (tanh), bf16; cuda-agent synth --seed 2026, candidate 5604
func.func @elementwise(%arg0: tensor<128x4x32768xbf16>, %arg1: tensor<128x4x32768xbf16>) -> tensor<128x4x32768xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<128x4x32768xbf16>) outs(%arg1 : tensor<128x4x32768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = math.tanh %in : bf16
    linalg.yield %1 : bf16
  } -> tensor<128x4x32768xbf16>
  return %0 : tensor<128x4x32768xbf16>
}
