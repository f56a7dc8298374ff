// batch_matmul-9cb28359fbba: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 5368
func.func @batch_matmul(%arg0: tensor<16x1947x256xf32>, %arg1: tensor<16x256x128xf32>, %arg2: tensor<16x1947x128xf32>) -> tensor<16x1947x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x1947x128xf32>) -> tensor<16x1947x128xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1947x256xf32>, tensor<16x256x128xf32>) outs(%0 : tensor<16x1947x128xf32>) -> tensor<16x1947x128xf32>
  return %1 : tensor<16x1947x128xf32>
}
