// reduction-6ec386373b66: reduction (max-inner), bf16; cuda-agent synth --seed 2026, candidate 4654
func.func @reduction(%arg0: tensor<16384x197xbf16>, %arg1: tensor<16384xbf16>) -> tensor<16384xbf16> {
  %cst = arith.constant 0xFF80 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<16384xbf16>) -> tensor<16384xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16384x197xbf16>) outs(%0 : tensor<16384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %2 = arith.maximumf %in, %out : bf16
    linalg.yield %2 : bf16
  } -> tensor<16384xbf16>
  return %1 : tensor<16384xbf16>
}
