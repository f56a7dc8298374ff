// matmul-f04c8a587892: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 2686
func.func @matmul(%arg0: tensor<1536x41xf32>, %arg1: tensor<41x2048xf32>, %arg2: tensor<1536x2048xf32>) -> tensor<1536x2048xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1536x2048xf32>) -> tensor<1536x2048xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1536x41xf32>, tensor<41x2048xf32>) outs(%0 : tensor<1536x2048xf32>) -> tensor<1536x2048xf32>
  return %1 : tensor<1536x2048xf32>
}
