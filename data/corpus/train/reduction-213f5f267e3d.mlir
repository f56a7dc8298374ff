// reduction-213f5f267e3d: reduction (sum-outer), bf16; cuda-agent synth --seed 2026, candidate 4237
func.func @reduction(%arg0: tensor<4096x3072xbf16>, %arg1: tensor<3072xbf16>) -> tensor<3072xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<3072xbf16>) -> tensor<3072xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4096x3072xbf16>) outs(%0 : tensor<3072xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %2 = arith.addf %in, %out : bf16
    linalg.yield %2 : bf16
  } -> tensor<3072xbf16>
  return %1 : tensor<3072xbf16>
}
