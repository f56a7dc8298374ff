// batch_matmul-f928b7896370: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 3685
func.func @batch_matmul(%arg0: tensor<32x128x64xf16>, %arg1: tensor<32x64x1351xf16>, %arg2: tensor<32x128x1351xf16>) -> tensor<32x128x1351xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x128x1351xf16>) -> tensor<32x128x1351xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x128x64xf16>, tensor<32x64x1351xf16>) outs(%0 : tensor<32x128x1351xf16>) -> tensor<32x128x1351xf16>
  return %1 : tensor<32x128x1351xf16>
}
