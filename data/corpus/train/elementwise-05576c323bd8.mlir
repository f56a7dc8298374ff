// elementwise-05576c323bd8: elementwise (tanh), f16; cuda-agent synth --seed 2026, candidate 4269
func.func @elementwise(%arg0: tensor<128x128x1024xf16>, %arg1: tensor<128x128x1024xf16>) -> tensor<128x128x1024xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<128x128x1024xf16>) outs(%arg1 : tensor<128x128x1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %1 = math.tanh %in : f16
    linalg.yield %1 : f16
  } -> tensor<128x128x1024xf16>
  return %0 : tensor<128x128x1024xf16>
}
