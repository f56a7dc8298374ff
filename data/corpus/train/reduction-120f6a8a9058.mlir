// reduction-120f6a8a9058: reduction (min-outer), f16; cuda-agent synth --seed 2026, candidate 2780
func.func @reduction(%arg0: tensor<577x12020xf16>, %arg1: tensor<12020xf16>) -> tensor<12020xf16> {
  %cst = arith.constant 0x7C00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<12020xf16>) -> tensor<12020xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<577x12020xf16>) outs(%0 : tensor<12020xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.minimumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<12020xf16>
  return %1 : tensor<12020xf16>
}
