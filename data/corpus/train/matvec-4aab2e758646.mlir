// matvec-4aab2e758646: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 4171
func.func @matvec(%arg0: tensor<16384x577xf16>, %arg1: tensor<577xf16>, %arg2: tensor<16384xf16>) -> tensor<16384xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16384xf16>) -> tensor<16384xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<16384x577xf16>, tensor<577xf16>) outs(%0 : tensor<16384xf16>) -> tensor<16384xf16>
  return %1 : tensor<16384xf16>
}
