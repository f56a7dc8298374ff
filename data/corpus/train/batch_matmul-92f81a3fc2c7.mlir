// batch_matmul-92f81a3fc2c7: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 2105
func.func @batch_matmul(%arg0: tensor<64x512x992xf32>, %arg1: tensor<64x992x507xf32>, %arg2: tensor<64x512x507xf32>) -> tensor<64x512x507xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64x512x507xf32>) -> tensor<64x512x507xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x512x992xf32>, tensor<64x992x507xf32>) outs(%0 : tensor<64x512x507xf32>) -> tensor<64x512x507xf32>
  return %1 : tensor<64x512x507xf32>
}
