// reduction-26949c730441: reduction (max-inner), f16; cuda-agent synth --seed 2026, candidate 1221
func.func @reduction(%arg0: tensor<12x768x1024xf16>, %arg1: tensor<12x768xf16>) -> tensor<12x768xf16> {
  %cst = arith.constant 0xFC00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<12x768xf16>) -> tensor<12x768xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<12x768x1024xf16>) outs(%0 : tensor<12x768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.maximumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<12x768xf16>
  return %1 : tensor<12x768xf16>
}
