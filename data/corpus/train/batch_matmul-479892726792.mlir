// batch_matmul-479892726792: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 210
func.func @batch_matmul(%arg0: tensor<4x256x256xf32>, %arg1: tensor<4x256x2048xf32>, %arg2: tensor<4x256x2048xf32>) -> tensor<4x256x2048xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x256x2048xf32>) -> tensor<4x256x2048xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x256x256xf32>, tensor<4x256x2048xf32>) outs(%0 : tensor<4x256x2048xf32>) -> tensor<4x256x2048xf32>
  return %1 : tensor<4x256x2048xf32>
}
