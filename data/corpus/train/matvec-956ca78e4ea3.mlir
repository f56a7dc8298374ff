// matvec-956ca78e4ea3: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 673
func.func @matvec(%arg0: tensor<2560x8729xf16>, %arg1: tensor<8729xf16>, %arg2: tensor<2560xf16>) -> tensor<2560xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2560xf16>) -> tensor<2560xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2560x8729xf16>, tensor<8729xf16>) outs(%0 : tensor<2560xf16>) -> tensor<2560xf16>
  return %1 : tensor<2560xf16>
}
