// matvec-b1d82a1d4f54: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 3459
func.func @matvec(%arg0: tensor<3072x2560xf16>, %arg1: tensor<2560xf16>, %arg2: tensor<3072xf16>) -> tensor<3072xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<3072xf16>) -> tensor<3072xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<3072x2560xf16>, tensor<2560xf16>) outs(%0 : tensor<3072xf16>) -> tensor<3072xf16>
  return %1 : tensor<3072xf16>
}
