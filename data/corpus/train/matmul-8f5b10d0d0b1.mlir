// matmul-8f5b10d0d0b1: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 3322
func.func @matmul(%arg0: tensor<24067x2048xf32>, %arg1: tensor<2048x163xf32>, %arg2: tensor<24067x163xf32>) -> tensor<24067x163xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<24067x163xf32>) -> tensor<24067x163xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<24067x2048xf32>, tensor<2048x163xf32>) outs(%0 : tensor<24067x163xf32>) -> tensor<24067x163xf32>
  return %1 : tensor<24067x163xf32>
}
