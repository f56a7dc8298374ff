// matvec-af20ba9f412d: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 4785
func.func @matvec(%arg0: tensor<18815x1536xf16>, %arg1: tensor<1536xf16>, %arg2: tensor<18815xf16>) -> tensor<18815xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<18815xf16>) -> tensor<18815xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<18815x1536xf16>, tensor<1536xf16>) outs(%0 : tensor<18815xf16>) -> tensor<18815xf16>
  return %1 : tensor<18815xf16>
}
