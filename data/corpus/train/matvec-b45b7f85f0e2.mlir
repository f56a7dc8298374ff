// matvec-b45b7f85f0e2: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 6305
func.func @matvec(%arg0: tensor<61373x1024xf16>, %arg1: tensor<1024xf16>, %arg2: tensor<61373xf16>) -> tensor<61373xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<61373xf16>) -> tensor<61373xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<61373x1024xf16>, tensor<1024xf16>) outs(%0 : tensor<61373xf16>) -> tensor<61373xf16>
  return %1 : tensor<61373xf16>
}
