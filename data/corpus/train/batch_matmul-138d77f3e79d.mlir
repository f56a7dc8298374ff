// batch_matmul-138d77f3e79d: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 5273
func.func @batch_matmul(%arg0: tensor<12x512x128xf32>, %arg1: tensor<12x128x1628xf32>, %arg2: tensor<12x512x1628xf32>) -> tensor<12x512x1628xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<12x512x1628xf32>) -> tensor<12x512x1628xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x512x128xf32>, tensor<12x128x1628xf32>) outs(%0 : tensor<12x512x1628xf32>) -> tensor<12x512x1628xf32>
  return %1 : tensor<12x512x1628xf32>
}
