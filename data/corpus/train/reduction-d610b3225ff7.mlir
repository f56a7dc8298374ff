// reduction-d610b3225ff7: reduction (mean-outer), bf16; cuda-agent synth --seed 2026, candidate 3595
func.func @reduction(%arg0: tensor<40475x2560xbf16>, %arg1: tensor<2560xbf16>) -> tensor<2560xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = tensor.empty() : tensor<2560xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2560xbf16>) -> tensor<2560xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<40475x2560xbf16>) outs(%1 : tensor<2560xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.addf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<2560xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<2560xbf16>) outs(%arg1 : tensor<2560xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 4.044800e+04 : bf16
    %4 = arith.divf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<2560xbf16>
  return %3 : tensor<2560xbf16>
}
