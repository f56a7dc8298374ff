// matmul-2dfa23254145: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 6081
func.func @matmul(%arg0: tensor<128x13736xf16>, %arg1: tensor<13736x161xf16>, %arg2: tensor<128x161xf16>) -> tensor<128x161xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<128x161xf16>) -> tensor<128x161xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<128x13736xf16>, tensor<13736x161xf16>) outs(%0 : tensor<128x161xf16>) -> tensor<128x161xf16>
  return %1 : tensor<128x161xf16>
}
