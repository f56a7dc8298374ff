// fused-9898e4efd404: fused (matmul-irregular+bias), bf16; cuda-agent synth --seed 2026, candidate 319
func.func @fused(%arg0: tensor<1125x2390xbf16>, %arg1: tensor<2390x2777xbf16>, %arg2: tensor<2777xbf16>, %arg3: tensor<1125x2777xbf16>) -> tensor<1125x2777xbf16> {
  %0 = tensor.empty() : tensor<1125x2777xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1125x2777xbf16>) -> tensor<1125x2777xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1125x2390xbf16>, tensor<2390x2777xbf16>) outs(%1 : tensor<1125x2777xbf16>) -> tensor<1125x2777xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1125x2777xbf16>, tensor<2777xbf16>) outs(%arg3 : tensor<1125x2777xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<1125x2777xbf16>
  return %3 : tensor<1125x2777xbf16>
}
