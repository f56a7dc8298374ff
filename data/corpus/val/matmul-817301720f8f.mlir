// matmul-817301720f8f: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 1260
func.func @matmul(%arg0: tensor<177x2994xf16>, %arg1: tensor<2994x723xf16>, %arg2: tensor<177x723xf16>) -> tensor<177x723xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<177x723xf16>) -> tensor<177x723xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<177x2994xf16>, tensor<2994x723xf16>) outs(%0 : tensor<177x723xf16>) -> tensor<177x723xf16>
  return %1 : tensor<177x723xf16>
}
