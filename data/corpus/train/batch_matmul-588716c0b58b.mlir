// batch_matmul-588716c0b58b: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1424
func.func @batch_matmul(%arg0: tensor<2x1147x384xf32>, %arg1: tensor<2x384x569xf32>, %arg2: tensor<2x1147x569xf32>) -> tensor<2x1147x569xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x1147x569xf32>) -> tensor<2x1147x569xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x1147x384xf32>, tensor<2x384x569xf32>) outs(%0 : tensor<2x1147x569xf32>) -> tensor<2x1147x569xf32>
  return %1 : tensor<2x1147x569xf32>
}
