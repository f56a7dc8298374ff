// batch_matmul-785d28e9f829: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 408
func.func @batch_matmul(%arg0: tensor<32x2048x384xf16>, %arg1: tensor<32x384x1909xf16>, %arg2: tensor<32x2048x1909xf16>) -> tensor<32x2048x1909xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x2048x1909xf16>) -> tensor<32x2048x1909xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x2048x384xf16>, tensor<32x384x1909xf16>) outs(%0 : tensor<32x2048x1909xf16>) -> tensor<32x2048x1909xf16>
  return %1 : tensor<32x2048x1909xf16>
}
