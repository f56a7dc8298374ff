// matvec-96bdc13604cb: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 1580
func.func @matvec(%arg0: tensor<1536x4724xf16>, %arg1: tensor<4724xf16>, %arg2: tensor<1536xf16>) -> tensor<1536xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1536xf16>) -> tensor<1536xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1536x4724xf16>, tensor<4724xf16>) outs(%0 : tensor<1536xf16>) -> tensor<1536xf16>
  return %1 : tensor<1536xf16>
}
