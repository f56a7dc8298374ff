// matmul-e44f8d6fdf13: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 2413
func.func @matmul(%arg0: tensor<1108x2393xbf16>, %arg1: tensor<2393x1985xbf16>, %arg2: tensor<1108x1985xbf16>) -> tensor<1108x1985xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1108x1985xbf16>) -> tensor<1108x1985xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1108x2393xbf16>, tensor<2393x1985xbf16>) outs(%0 : tensor<1108x1985xbf16>) -> tensor<1108x1985xbf16>
  return %1 : tensor<1108x1985xbf16>
}
