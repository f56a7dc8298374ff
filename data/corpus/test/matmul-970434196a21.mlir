// matmul-970434196a21: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 1763
func.func @matmul(%arg0: tensor<1996x2589xf16>, %arg1: tensor<2589x1969xf16>, %arg2: tensor<1996x1969xf16>) -> tensor<1996x1969xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1996x1969xf16>) -> tensor<1996x1969xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1996x2589xf16>, tensor<2589x1969xf16>) outs(%0 : tensor<1996x1969xf16>) -> tensor<1996x1969xf16>
  return %1 : tensor<1996x1969xf16>
}
