// matmul-a1b00b3e9044: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 666
func.func @matmul(%arg0: tensor<2048x16xf32>, %arg1: tensor<16x8192xf32>, %arg2: tensor<2048x8192xf32>) -> tensor<2048x8192xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2048x8192xf32>) -> tensor<2048x8192xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x16xf32>, tensor<16x8192xf32>) outs(%0 : tensor<2048x8192xf32>) -> tensor<2048x8192xf32>
  return %1 : tensor<2048x8192xf32>
}
