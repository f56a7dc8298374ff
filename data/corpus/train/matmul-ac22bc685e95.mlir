// matmul-ac22bc685e95: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 3691
func.func @matmul(%arg0: tensor<8192x16xf16>, %arg1: tensor<16x1709xf16>, %arg2: tensor<8192x1709xf16>) -> tensor<8192x1709xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8192x1709xf16>) -> tensor<8192x1709xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x16xf16>, tensor<16x1709xf16>) outs(%0 : tensor<8192x1709xf16>) -> tensor<8192x1709xf16>
  return %1 : tensor<8192x1709xf16>
}
