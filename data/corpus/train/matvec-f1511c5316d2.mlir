// matvec-f1511c5316d2: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 120
func.func @matvec(%arg0: tensor<2048x542xbf16>, %arg1: tensor<542xbf16>, %arg2: tensor<2048xbf16>) -> tensor<2048xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2048xbf16>) -> tensor<2048xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2048x542xbf16>, tensor<542xbf16>) outs(%0 : tensor<2048xbf16>) -> tensor<2048xbf16>
  return %1 : tensor<2048xbf16>
}
