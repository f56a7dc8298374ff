// elementwise-9620ac5f44ce: elementwise (tanh+bias), f16; cuda-agent synth --seed 2026, candidate 870
func.func @elementwise(%arg0: tensor<67108864xf16>, %arg1: tensor<67108864xf16>, %arg2: tensor<67108864xf16>) -> tensor<67108864xf16> {
  %0 = tensor.empty() : tensor<67108864xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<67108864xf16>) outs(%0 : tensor<67108864xf16>) {
  ^bb0(%in: f16, %out: f16):
    %3 = math.tanh %in : f16
    linalg.yield %3 : f16
  } -> tensor<67108864xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<67108864xf16>, tensor<67108864xf16>) outs(%arg2 : tensor<67108864xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %3 = arith.addf %in, %in_0 : f16
    linalg.yield %3 : f16
  } -> tensor<67108864xf16>
  return %2 : tensor<67108864xf16>
}
