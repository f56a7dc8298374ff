// batch_matmul-9944f73c2d69: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 2495
func.func @batch_matmul(%arg0: tensor<4x384x299xf32>, %arg1: tensor<4x299x256xf32>, %arg2: tensor<4x384x256xf32>) -> tensor<4x384x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x384x256xf32>) -> tensor<4x384x256xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x384x299xf32>, tensor<4x299x256xf32>) outs(%0 : tensor<4x384x256xf32>) -> tensor<4x384x256xf32>
  return %1 : tensor<4x384x256xf32>
}
