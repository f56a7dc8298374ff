// matmul-9abf401f5f58: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 3156
func.func @matmul(%arg0: tensor<166x429xf16>, %arg1: tensor<429x1507xf16>, %arg2: tensor<166x1507xf16>) -> tensor<166x1507xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<166x1507xf16>) -> tensor<166x1507xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<166x429xf16>, tensor<429x1507xf16>) outs(%0 : tensor<166x1507xf16>) -> tensor<166x1507xf16>
  return %1 : tensor<166x1507xf16>
}
