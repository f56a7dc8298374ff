// reduction-2c1bbf4f95bc: reduction (sum-outer), f16; cuda-agent synth --seed 2026, candidate 4340
func.func @reduction(%arg0: tensor<6853x384xf16>, %arg1: tensor<384xf16>) -> tensor<384xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<384xf16>) -> tensor<384xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<6853x384xf16>) outs(%0 : tensor<384xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.addf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<384xf16>
  return %1 : tensor<384xf16>
}
