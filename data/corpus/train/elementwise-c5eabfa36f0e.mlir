// elementwise-c5eabfa36f0e: elementwise (tanh+bias), f16; cuda-agent synth --seed 2026, candidate 2933
func.func @elementwise(%arg0: tensor<4x128x32768xf16>, %arg1: tensor<32768xf16>, %arg2: tensor<4x128x32768xf16>) -> tensor<4x128x32768xf16> {
  %0 = tensor.empty() : tensor<4x128x32768xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x128x32768xf16>) outs(%0 : tensor<4x128x32768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %3 = math.tanh %in : f16
    linalg.yield %3 : f16
  } -> tensor<4x128x32768xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<4x128x32768xf16>, tensor<32768xf16>) outs(%arg2 : tensor<4x128x32768xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %3 = arith.addf %in, %in_0 : f16
    linalg.yield %3 : f16
  } -> tensor<4x128x32768xf16>
  return %2 : tensor<4x128x32768xf16>
}
