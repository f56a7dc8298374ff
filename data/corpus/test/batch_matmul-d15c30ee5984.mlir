// batch_matmul-d15c30ee5984: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 4217
func.func @batch_matmul(%arg0: tensor<32x1024x256xf16>, %arg1: tensor<32x256x112xf16>, %arg2: tensor<32x1024x112xf16>) -> tensor<32x1024x112xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x1024x112xf16>) -> tensor<32x1024x112xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x1024x256xf16>, tensor<32x256x112xf16>) outs(%0 : tensor<32x1024x112xf16>) -> tensor<32x1024x112xf16>
  return %1 : tensor<32x1024x112xf16>
}
