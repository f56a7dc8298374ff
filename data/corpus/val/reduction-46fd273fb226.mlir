// reduction-46fd273fb226: reduction (min-inner), bf16; cuda-agent synth --seed 2026, candidate 2839
func.func @reduction(%arg0: tensor<77x16384xbf16>, %arg1: tensor<77xbf16>) -> tensor<77xbf16> {
  %cst = arith.constant 0x7F80 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<77xbf16>) -> tensor<77xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<77x16384xbf16>) outs(%0 : tensor<77xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %2 = arith.minimumf %in, %out : bf16
    linalg.yield %2 : bf16
  } -> tensor<77xbf16>
  return %1 : tensor<77xbf16>
}
