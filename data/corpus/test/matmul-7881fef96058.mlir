// matmul-7881fef96058: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5516
func.func @matmul(%arg0: tensor<1559x429xf16>, %arg1: tensor<429x1462xf16>, %arg2: tensor<1559x1462xf16>) -> tensor<1559x1462xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1559x1462xf16>) -> tensor<1559x1462xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1559x429xf16>, tensor<429x1462xf16>) outs(%0 : tensor<1559x1462xf16>) -> tensor<1559x1462xf16>
  return %1 : tensor<1559x1462xf16>
}
