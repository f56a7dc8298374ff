// fused-4f7abe3f9fa9: fused (reduction-sum-inner+residual), bf16; cuda-agent synth --seed 2026, candidate 428
func.func @fused(%arg0: tensor<64x384x5657xbf16>, %arg1: tensor<64x384xbf16>, %arg2: tensor<64x384xbf16>) -> tensor<64x384xbf16> {
  %0 = tensor.empty() : tensor<64x384xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x384xbf16>) -> tensor<64x384xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x384x5657xbf16>) outs(%1 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.addf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<64x384xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x384xbf16>, tensor<64x384xbf16>) outs(%arg2 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<64x384xbf16>
  return %3 : tensor<64x384xbf16>
}
