// fused-3ef2eefba0da: fused (matmul-irregular+bias), bf16; cuda-agent synth --seed 2026, candidate 3359
func.func @fused(%arg0: tensor<903x1478xbf16>, %arg1: tensor<1478x1819xbf16>, %arg2: tensor<1819xbf16>, %arg3: tensor<903x1819xbf16>) -> tensor<903x1819xbf16> {
  %0 = tensor.empty() : tensor<903x1819xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<903x1819xbf16>) -> tensor<903x1819xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<903x1478xbf16>, tensor<1478x1819xbf16>) outs(%1 : tensor<903x1819xbf16>) -> tensor<903x1819xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<903x1819xbf16>, tensor<1819xbf16>) outs(%arg3 : tensor<903x1819xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<903x1819xbf16>
  return %3 : tensor<903x1819xbf16>
}
