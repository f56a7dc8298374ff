// matmul-90920f4bc830: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 5999
func.func @matmul(%arg0: tensor<512x5120xf32>, %arg1: tensor<5120x256xf32>, %arg2: tensor<512x256xf32>) -> tensor<512x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<512x256xf32>) -> tensor<512x256xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<512x5120xf32>, tensor<5120x256xf32>) outs(%0 : tensor<512x256xf32>) -> tensor<512x256xf32>
  return %1 : tensor<512x256xf32>
}
