// matvec-1e0b9080e905: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4188
func.func @matvec(%arg0: tensor<3072x2560xbf16>, %arg1: tensor<2560xbf16>, %arg2: tensor<3072xbf16>) -> tensor<3072xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<3072xbf16>) -> tensor<3072xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<3072x2560xbf16>, tensor<2560xbf16>) outs(%0 : tensor<3072xbf16>) -> tensor<3072xbf16>
  return %1 : tensor<3072xbf16>
}
