// batch_matmul-af3a4ce9f392: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 2157
func.func @batch_matmul(%arg0: tensor<16x736x64xf32>, %arg1: tensor<16x64x1280xf32>, %arg2: tensor<16x736x1280xf32>) -> tensor<16x736x1280xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x736x1280xf32>) -> tensor<16x736x1280xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x736x64xf32>, tensor<16x64x1280xf32>) outs(%0 : tensor<16x736x1280xf32>) -> tensor<16x736x1280xf32>
  return %1 : tensor<16x736x1280xf32>
}
