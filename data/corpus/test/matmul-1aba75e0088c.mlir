// matmul-1aba75e0088c: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 2483
func.func @matmul(%arg0: tensor<875x336xbf16>, %arg1: tensor<336x2631xbf16>, %arg2: tensor<875x2631xbf16>) -> tensor<875x2631xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<875x2631xbf16>) -> tensor<875x2631xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<875x336xbf16>, tensor<336x2631xbf16>) outs(%0 : tensor<875x2631xbf16>) -> tensor<875x2631xbf16>
  return %1 : tensor<875x2631xbf16>
}
