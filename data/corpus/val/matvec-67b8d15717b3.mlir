// matvec-67b8d15717b3: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 271
func.func @matvec(%arg0: tensor<2773x5151xf16>, %arg1: tensor<5151xf16>, %arg2: tensor<2773xf16>) -> tensor<2773xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2773xf16>) -> tensor<2773xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2773x5151xf16>, tensor<5151xf16>) outs(%0 : tensor<2773xf16>) -> tensor<2773xf16>
  return %1 : tensor<2773xf16>
}
