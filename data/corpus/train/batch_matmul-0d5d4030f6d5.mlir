// batch_matmul-0d5d4030f6d5: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1367
func.func @batch_matmul(%arg0: tensor<8x2048x64xf32>, %arg1: tensor<8x64x1059xf32>, %arg2: tensor<8x2048x1059xf32>) -> tensor<8x2048x1059xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x2048x1059xf32>) -> tensor<8x2048x1059xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x2048x64xf32>, tensor<8x64x1059xf32>) outs(%0 : tensor<8x2048x1059xf32>) -> tensor<8x2048x1059xf32>
  return %1 : tensor<8x2048x1059xf32>
}
