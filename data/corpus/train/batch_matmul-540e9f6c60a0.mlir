// batch_matmul-540e9f6c60a0: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5471
func.func @batch_matmul(%arg0: tensor<4x1611x64xf16>, %arg1: tensor<4x64x1244xf16>, %arg2: tensor<4x1611x1244xf16>) -> tensor<4x1611x1244xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x1611x1244xf16>) -> tensor<4x1611x1244xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x1611x64xf16>, tensor<4x64x1244xf16>) outs(%0 : tensor<4x1611x1244xf16>) -> tensor<4x1611x1244xf16>
  return %1 : tensor<4x1611x1244xf16>
}
