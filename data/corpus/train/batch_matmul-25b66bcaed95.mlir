// batch_matmul-25b66bcaed95: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 4504
func.func @batch_matmul(%arg0: tensor<16x77x128xf32>, %arg1: tensor<16x128x1481xf32>, %arg2: tensor<16x77x1481xf32>) -> tensor<16x77x1481xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x77x1481xf32>) -> tensor<16x77x1481xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x77x128xf32>, tensor<16x128x1481xf32>) outs(%0 : tensor<16x77x1481xf32>) -> tensor<16x77x1481xf32>
  return %1 : tensor<16x77x1481xf32>
}
