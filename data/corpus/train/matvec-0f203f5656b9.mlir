// matvec-0f203f5656b9: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2831
func.func @matvec(%arg0: tensor<3072x5942xf16>, %arg1: tensor<5942xf16>, %arg2: tensor<3072xf16>) -> tensor<3072xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<3072xf16>) -> tensor<3072xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<3072x5942xf16>, tensor<5942xf16>) outs(%0 : tensor<3072xf16>) -> tensor<3072xf16>
  return %1 : tensor<3072xf16>
}
