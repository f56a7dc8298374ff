// matvec-27b1dceccc77: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 544
func.func @matvec(%arg0: tensor<65536x3072xf16>, %arg1: tensor<3072xf16>, %arg2: tensor<65536xf16>) -> tensor<65536xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<65536xf16>) -> tensor<65536xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<65536x3072xf16>, tensor<3072xf16>) outs(%0 : tensor<65536xf16>) -> tensor<65536xf16>
  return %1 : tensor<65536xf16>
}
