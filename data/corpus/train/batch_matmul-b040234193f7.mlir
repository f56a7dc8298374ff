// batch_matmul-b040234193f7: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 4141
func.func @batch_matmul(%arg0: tensor<4x128x875xf32>, %arg1: tensor<4x875x193xf32>, %arg2: tensor<4x128x193xf32>) -> tensor<4x128x193xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x128x193xf32>) -> tensor<4x128x193xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x128x875xf32>, tensor<4x875x193xf32>) outs(%0 : tensor<4x128x193xf32>) -> tensor<4x128x193xf32>
  return %1 : tensor<4x128x193xf32>
}
