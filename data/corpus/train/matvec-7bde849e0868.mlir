// matvec-7bde849e0868: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 3438
func.func @matvec(%arg0: tensor<1280x16384xf16>, %arg1: tensor<16384xf16>, %arg2: tensor<1280xf16>) -> tensor<1280xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1280xf16>) -> tensor<1280xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1280x16384xf16>, tensor<16384xf16>) outs(%0 : tensor<1280xf16>) -> tensor<1280xf16>
  return %1 : tensor<1280xf16>
}
