// batch_matmul-8f0defc7621b: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1493
func.func @batch_matmul(%arg0: tensor<64x512x64xf32>, %arg1: tensor<64x64x128xf32>, %arg2: tensor<64x512x128xf32>) -> tensor<64x512x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64x512x128xf32>) -> tensor<64x512x128xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x512x64xf32>, tensor<64x64x128xf32>) outs(%0 : tensor<64x512x128xf32>) -> tensor<64x512x128xf32>
  return %1 : tensor<64x512x128xf32>
}
