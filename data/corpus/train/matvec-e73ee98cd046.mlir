// matvec-e73ee98cd046: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 5265
func.func @matvec(%arg0: tensor<1536x577xbf16>, %arg1: tensor<577xbf16>, %arg2: tensor<1536xbf16>) -> tensor<1536xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1536xbf16>) -> tensor<1536xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1536x577xbf16>, tensor<577xbf16>) outs(%0 : tensor<1536xbf16>) -> tensor<1536xbf16>
  return %1 : tensor<1536xbf16>
}
