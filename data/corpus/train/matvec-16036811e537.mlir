// matvec-16036811e537: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 187
func.func @matvec(%arg0: tensor<3072x11643xbf16>, %arg1: tensor<11643xbf16>, %arg2: tensor<3072xbf16>) -> tensor<3072xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<3072xbf16>) -> tensor<3072xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<3072x11643xbf16>, tensor<11643xbf16>) outs(%0 : tensor<3072xbf16>) -> tensor<3072xbf16>
  return %1 : tensor<3072xbf16>
}
