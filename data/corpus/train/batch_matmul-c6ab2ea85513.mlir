// batch_matmul-c6ab2ea85513: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1293
func.func @batch_matmul(%arg0: tensor<2x512x948xf32>, %arg1: tensor<2x948x1748xf32>, %arg2: tensor<2x512x1748xf32>) -> tensor<2x512x1748xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x512x1748xf32>) -> tensor<2x512x1748xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x512x948xf32>, tensor<2x948x1748xf32>) outs(%0 : tensor<2x512x1748xf32>) -> tensor<2x512x1748xf32>
  return %1 : tensor<2x512x1748xf32>
}
