// fused-4d097642b37e: fused (matmul-large-k+residual+bias), bf16; cuda-agent synth --seed 2026, candidate 1426
func.func @fused(%arg0: tensor<442x8192xbf16>, %arg1: tensor<8192x321xbf16>, %arg2: tensor<442x321xbf16>, %arg3: tensor<321xbf16>, %arg4: tensor<442x321xbf16>) -> tensor<442x321xbf16> {
  %0 = tensor.empty() : tensor<442x321xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<442x321xbf16>) -> tensor<442x321xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<442x8192xbf16>, tensor<8192x321xbf16>) outs(%1 : tensor<442x321xbf16>) -> tensor<442x321xbf16>
  %3 = tensor.empty() : tensor<442x321xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<442x321xbf16>, tensor<442x321xbf16>) outs(%3 : tensor<442x321xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<442x321xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<442x321xbf16>, tensor<321xbf16>) outs(%arg4 : tensor<442x321xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<442x321xbf16>
  return %5 : tensor<442x321xbf16>
}
