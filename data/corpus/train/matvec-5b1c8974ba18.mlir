// matvec-5b1c8974ba18: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 1900
func.func @matvec(%arg0: tensor<65461x2048xf16>, %arg1: tensor<2048xf16>, %arg2: tensor<65461xf16>) -> tensor<65461xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<65461xf16>) -> tensor<65461xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<65461x2048xf16>, tensor<2048xf16>) outs(%0 : tensor<65461xf16>) -> tensor<65461xf16>
  return %1 : tensor<65461xf16>
}
