// batch_matmul-e277cf8e38f5: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5532
func.func @batch_matmul(%arg0: tensor<32x1024x128xf16>, %arg1: tensor<32x128x128xf16>, %arg2: tensor<32x1024x128xf16>) -> tensor<32x1024x128xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x1024x128xf16>) -> tensor<32x1024x128xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x1024x128xf16>, tensor<32x128x128xf16>) outs(%0 : tensor<32x1024x128xf16>) -> tensor<32x1024x128xf16>
  return %1 : tensor<32x1024x128xf16>
}
