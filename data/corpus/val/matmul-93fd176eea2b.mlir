// matmul-93fd176eea2b: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 3259
func.func @matmul(%arg0: tensor<1593x16xf32>, %arg1: tensor<16x7205xf32>, %arg2: tensor<1593x7205xf32>) -> tensor<1593x7205xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1593x7205xf32>) -> tensor<1593x7205xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1593x16xf32>, tensor<16x7205xf32>) outs(%0 : tensor<1593x7205xf32>) -> tensor<1593x7205xf32>
  return %1 : tensor<1593x7205xf32>
}
