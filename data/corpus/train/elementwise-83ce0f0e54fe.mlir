// elementwise-83ce0f0e54fe: elementwise (tanh+residual), bf16; cuda-agent synth --seed 2026, candidate 4101
func.func @elementwise(%arg0: tensor<4x256x16384xbf16>, %arg1: tensor<4x256x16384xbf16>, %arg2: tensor<4x256x16384xbf16>) -> tensor<4x256x16384xbf16> {
  %0 = tensor.empty() : tensor<4x256x16384xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x256x16384xbf16>) outs(%0 : tensor<4x256x16384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %3 = math.tanh %in : bf16
    linalg.yield %3 : bf16
  } -> tensor<4x256x16384xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<4x256x16384xbf16>, tensor<4x256x16384xbf16>) outs(%arg2 : tensor<4x256x16384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<4x256x16384xbf16>
  return %2 : tensor<4x256x16384xbf16>
}
