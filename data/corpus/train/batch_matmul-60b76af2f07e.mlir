// batch_matmul-60b76af2f07e: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1120
func.func @batch_matmul(%arg0: tensor<8x1975x128xf32>, %arg1: tensor<8x128x1217xf32>, %arg2: tensor<8x1975x1217xf32>) -> tensor<8x1975x1217xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x1975x1217xf32>) -> tensor<8x1975x1217xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x1975x128xf32>, tensor<8x128x1217xf32>) outs(%0 : tensor<8x1975x1217xf32>) -> tensor<8x1975x1217xf32>
  return %1 : tensor<8x1975x1217xf32>
}
