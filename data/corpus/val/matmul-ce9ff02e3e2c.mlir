// matmul-ce9ff02e3e2c: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 237
func.func @matmul(%arg0: tensor<511x952xf16>, %arg1: tensor<952x343xf16>, %arg2: tensor<511x343xf16>) -> tensor<511x343xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<511x343xf16>) -> tensor<511x343xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<511x952xf16>, tensor<952x343xf16>) outs(%0 : tensor<511x343xf16>) -> tensor<511x343xf16>
  return %1 : tensor<511x343xf16>
}
