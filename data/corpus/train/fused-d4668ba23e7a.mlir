// fused-d4668ba23e7a: fused (reduction-sum-inner+bias), bf16; cuda-agent synth --seed 2026, candidate 5881
func.func @fused(%arg0: tensor<64x128x2048xbf16>, %arg1: tensor<128xbf16>, %arg2: tensor<64x128xbf16>) -> tensor<64x128xbf16> {
  %0 = tensor.empty() : tensor<64x128xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x128xbf16>) -> tensor<64x128xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x128x2048xbf16>) outs(%1 : tensor<64x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.addf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<64x128xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x128xbf16>, tensor<128xbf16>) outs(%arg2 : tensor<64x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<64x128xbf16>
  return %3 : tensor<64x128xbf16>
}
