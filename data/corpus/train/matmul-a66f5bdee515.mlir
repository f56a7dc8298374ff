// matmul-a66f5bdee515: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5009
func.func @matmul(%arg0: tensor<826x469xf16>, %arg1: tensor<469x886xf16>, %arg2: tensor<826x886xf16>) -> tensor<826x886xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<826x886xf16>) -> tensor<826x886xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<826x469xf16>, tensor<469x886xf16>) outs(%0 : tensor<826x886xf16>) -> tensor<826x886xf16>
  return %1 : tensor<826x886xf16>
}
