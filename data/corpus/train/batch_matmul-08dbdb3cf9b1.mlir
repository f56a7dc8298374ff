// batch_matmul-08dbdb3cf9b1: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 2426
func.func @batch_matmul(%arg0: tensor<8x512x836xf32>, %arg1: tensor<8x836x512xf32>, %arg2: tensor<8x512x512xf32>) -> tensor<8x512x512xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x512x836xf32>, tensor<8x836x512xf32>) outs(%0 : tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
  return %1 : tensor<8x512x512xf32>
}
