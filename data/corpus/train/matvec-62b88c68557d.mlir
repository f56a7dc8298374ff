// matvec-62b88c68557d: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 3117
func.func @matvec(%arg0: tensor<34719x6058xf16>, %arg1: tensor<6058xf16>, %arg2: tensor<34719xf16>) -> tensor<34719xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<34719xf16>) -> tensor<34719xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<34719x6058xf16>, tensor<6058xf16>) outs(%0 : tensor<34719xf16>) -> tensor<34719xf16>
  return %1 : tensor<34719xf16>
}
