// reduction-dd2bf8fdf74b: reduction (sum-inner), f16; cuda-agent synth --seed 2026, candidate 2
func.func @reduction(%arg0: tensor<4888x16384xf16>, %arg1: tensor<4888xf16>) -> tensor<4888xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<4888xf16>) -> tensor<4888xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4888x16384xf16>) outs(%0 : tensor<4888xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.addf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<4888xf16>
  return %1 : tensor<4888xf16>
}
