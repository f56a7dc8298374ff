// matmul-fe6a8e8d3ab0: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 3606
func.func @matmul(%arg0: tensor<1478x940xf16>, %arg1: tensor<940x230xf16>, %arg2: tensor<1478x230xf16>) -> tensor<1478x230xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1478x230xf16>) -> tensor<1478x230xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1478x940xf16>, tensor<940x230xf16>) outs(%0 : tensor<1478x230xf16>) -> tensor<1478x230xf16>
  return %1 : tensor<1478x230xf16>
}
