// matvec-2ac97aeb56c8: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2073
func.func @matvec(%arg0: tensor<64825x1241xf16>, %arg1: tensor<1241xf16>, %arg2: tensor<64825xf16>) -> tensor<64825xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<64825xf16>) -> tensor<64825xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<64825x1241xf16>, tensor<1241xf16>) outs(%0 : tensor<64825xf16>) -> tensor<64825xf16>
  return %1 : tensor<64825xf16>
}
