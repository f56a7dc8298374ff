// reduction-b5ca9d31fe53: reduction (min-inner), bf16; cuda-agent synth --seed 2026, candidate 5423
func.func @reduction(%arg0: tensor<17x256x768xbf16>, %arg1: tensor<17x256xbf16>) -> tensor<17x256xbf16> {
  %cst = arith.constant 0x7F80 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<17x256xbf16>) -> tensor<17x256xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<17x256x768xbf16>) outs(%0 : tensor<17x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %2 = arith.minimumf %in, %out : bf16
    linalg.yield %2 : bf16
  } -> tensor<17x256xbf16>
  return %1 : tensor<17x256xbf16>
}
