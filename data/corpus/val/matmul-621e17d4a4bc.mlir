// matmul-621e17d4a4bc: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5901
func.func @matmul(%arg0: tensor<1940x2105xf16>, %arg1: tensor<2105x1813xf16>, %arg2: tensor<1940x1813xf16>) -> tensor<1940x1813xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1940x1813xf16>) -> tensor<1940x1813xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1940x2105xf16>, tensor<2105x1813xf16>) outs(%0 : tensor<1940x1813xf16>) -> tensor<1940x1813xf16>
  return %1 : tensor<1940x1813xf16>
}
