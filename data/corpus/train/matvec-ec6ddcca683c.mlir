// matvec-ec6ddcca683c: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2045
func.func @matvec(%arg0: tensor<19636x1495xf16>, %arg1: tensor<1495xf16>, %arg2: tensor<19636xf16>) -> tensor<19636xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<19636xf16>) -> tensor<19636xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<19636x1495xf16>, tensor<1495xf16>) outs(%0 : tensor<19636xf16>) -> tensor<19636xf16>
  return %1 : tensor<19636xf16>
}
