// batch_matmul-0f150094b02c: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 51
func.func @batch_matmul(%arg0: tensor<2x1024x512xf32>, %arg1: tensor<2x512x1024xf32>, %arg2: tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x1024x512xf32>, tensor<2x512x1024xf32>) outs(%0 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
  return %1 : tensor<2x1024x1024xf32>
}
