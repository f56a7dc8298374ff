// batch_matmul-68f2cec260be: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 1417
func.func @batch_matmul(%arg0: tensor<32x64x358xf32>, %arg1: tensor<32x358x768xf32>, %arg2: tensor<32x64x768xf32>) -> tensor<32x64x768xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x64x768xf32>) -> tensor<32x64x768xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x64x358xf32>, tensor<32x358x768xf32>) outs(%0 : tensor<32x64x768xf32>) -> tensor<32x64x768xf32>
  return %1 : tensor<32x64x768xf32>
}
