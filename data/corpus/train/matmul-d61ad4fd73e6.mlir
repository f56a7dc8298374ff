// matmul-d61ad4fd73e6: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 193
func.func @matmul(%arg0: tensor<1037x294xf16>, %arg1: tensor<294x2835xf16>, %arg2: tensor<1037x2835xf16>) -> tensor<1037x2835xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1037x2835xf16>) -> tensor<1037x2835xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1037x294xf16>, tensor<294x2835xf16>) outs(%0 : tensor<1037x2835xf16>) -> tensor<1037x2835xf16>
  return %1 : tensor<1037x2835xf16>
}
