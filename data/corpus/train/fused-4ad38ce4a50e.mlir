// fused-4ad38ce4a50e: fused (reduction-mean-inner+residual), bf16; cuda-agent synth --seed 2026, candidate 2974
func.func @fused(%arg0: tensor<512x5329xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<512xbf16>) -> tensor<512xbf16> {
  %0 = tensor.empty() : tensor<512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<512xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<512xbf16>) -> tensor<512xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<512x5329xbf16>) outs(%2 : tensor<512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.addf %in, %out : bf16
    linalg.yield %6 : bf16
  } -> tensor<512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<512xbf16>) outs(%0 : tensor<512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 5.344000e+03 : bf16
    %6 = arith.divf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<512xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<512xbf16>, tensor<512xbf16>) outs(%arg2 : tensor<512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<512xbf16>
  return %5 : tensor<512xbf16>
}
