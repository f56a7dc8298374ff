// batch_matmul-c7c84bf65f77: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 4589
func.func @batch_matmul(%arg0: tensor<32x128x256xf16>, %arg1: tensor<32x256x202xf16>, %arg2: tensor<32x128x202xf16>) -> tensor<32x128x202xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x128x202xf16>) -> tensor<32x128x202xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x128x256xf16>, tensor<32x256x202xf16>) outs(%0 : tensor<32x128x202xf16>) -> tensor<32x128x202xf16>
  return %1 : tensor<32x128x202xf16>
}
