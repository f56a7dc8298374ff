// matvec-6681d5fc5f51: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 5015
func.func @matvec(%arg0: tensor<43343x2321xf16>, %arg1: tensor<2321xf16>, %arg2: tensor<43343xf16>) -> tensor<43343xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<43343xf16>) -> tensor<43343xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<43343x2321xf16>, tensor<2321xf16>) outs(%0 : tensor<43343xf16>) -> tensor<43343xf16>
  return %1 : tensor<43343xf16>
}
