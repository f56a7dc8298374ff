// matmul-98746a068bfe: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 970
func.func @matmul(%arg0: tensor<32x15674xf16>, %arg1: tensor<15674x128xf16>, %arg2: tensor<32x128xf16>) -> tensor<32x128xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x128xf16>) -> tensor<32x128xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x15674xf16>, tensor<15674x128xf16>) outs(%0 : tensor<32x128xf16>) -> tensor<32x128xf16>
  return %1 : tensor<32x128xf16>
}
