// batch_matmul-88a538526df7: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 5455
func.func @batch_matmul(%arg0: tensor<64x64x256xf32>, %arg1: tensor<64x256x512xf32>, %arg2: tensor<64x64x512xf32>) -> tensor<64x64x512xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64x64x512xf32>) -> tensor<64x64x512xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x64x256xf32>, tensor<64x256x512xf32>) outs(%0 : tensor<64x64x512xf32>) -> tensor<64x64x512xf32>
  return %1 : tensor<64x64x512xf32>
}
