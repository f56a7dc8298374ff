// matmul-820f649ca0d6: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 5534
func.func @matmul(%arg0: tensor<128x16384xf32>, %arg1: tensor<16384x64xf32>, %arg2: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<128x16384xf32>, tensor<16384x64xf32>) outs(%0 : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %1 : tensor<128x64xf32>
}
