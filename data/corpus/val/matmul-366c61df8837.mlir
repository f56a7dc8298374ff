// matmul-366c61df8837: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 6230
func.func @matmul(%arg0: tensor<11170x270xf16>, %arg1: tensor<270x37xf16>, %arg2: tensor<11170x37xf16>) -> tensor<11170x37xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<11170x37xf16>) -> tensor<11170x37xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<11170x270xf16>, tensor<270x37xf16>) outs(%0 : tensor<11170x37xf16>) -> tensor<11170x37xf16>
  return %1 : tensor<11170x37xf16>
}
