// matmul-689624e0d19c: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 996
func.func @matmul(%arg0: tensor<32x32768xf16>, %arg1: tensor<32768x128xf16>, %arg2: tensor<32x128xf16>) -> tensor<32x128xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x128xf16>) -> tensor<32x128xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x32768xf16>, tensor<32768x128xf16>) outs(%0 : tensor<32x128xf16>) -> tensor<32x128xf16>
  return %1 : tensor<32x128xf16>
}
