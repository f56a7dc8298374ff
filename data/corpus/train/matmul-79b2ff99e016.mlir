// matmul-79b2ff99e016: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 337
func.func @matmul(%arg0: tensor<58975x1162xbf16>, %arg1: tensor<1162x64xbf16>, %arg2: tensor<58975x64xbf16>) -> tensor<58975x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<58975x64xbf16>) -> tensor<58975x64xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<58975x1162xbf16>, tensor<1162x64xbf16>) outs(%0 : tensor<58975x64xbf16>) -> tensor<58975x64xbf16>
  return %1 : tensor<58975x64xbf16>
}
