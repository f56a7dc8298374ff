// matmul-74b375221232: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 4257
func.func @matmul(%arg0: tensor<2048x53xf16>, %arg1: tensor<53x4821xf16>, %arg2: tensor<2048x4821xf16>) -> tensor<2048x4821xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2048x4821xf16>) -> tensor<2048x4821xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x53xf16>, tensor<53x4821xf16>) outs(%0 : tensor<2048x4821xf16>) -> tensor<2048x4821xf16>
  return %1 : tensor<2048x4821xf16>
}
