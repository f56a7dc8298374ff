// reduction-a41ee2b51b57: reduction (mean-inner), bf16; cuda-agent synth --seed 2026, candidate 5510
func.func @reduction(%arg0: tensor<58791x9005xbf16>, %arg1: tensor<58791xbf16>) -> tensor<58791xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = tensor.empty() : tensor<58791xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<58791xbf16>) -> tensor<58791xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<58791x9005xbf16>) outs(%1 : tensor<58791xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.addf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<58791xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<58791xbf16>) outs(%arg1 : tensor<58791xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 9.024000e+03 : bf16
    %4 = arith.divf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<58791xbf16>
  return %3 : tensor<58791xbf16>
}
