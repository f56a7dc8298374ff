// matvec-f20167c1eb27: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 6103
func.func @matvec(%arg0: tensor<60156x512xf16>, %arg1: tensor<512xf16>, %arg2: tensor<60156xf16>) -> tensor<60156xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<60156xf16>) -> tensor<60156xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<60156x512xf16>, tensor<512xf16>) outs(%0 : tensor<60156xf16>) -> tensor<60156xf16>
  return %1 : tensor<60156xf16>
}
