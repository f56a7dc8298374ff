// batch_matmul-c96c36cd608e: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 6009
func.func @batch_matmul(%arg0: tensor<32x256x32xf32>, %arg1: tensor<32x32x975xf32>, %arg2: tensor<32x256x975xf32>) -> tensor<32x256x975xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x256x975xf32>) -> tensor<32x256x975xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x256x32xf32>, tensor<32x32x975xf32>) outs(%0 : tensor<32x256x975xf32>) -> tensor<32x256x975xf32>
  return %1 : tensor<32x256x975xf32>
}
