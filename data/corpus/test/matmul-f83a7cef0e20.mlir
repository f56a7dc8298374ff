// matmul-f83a7cef0e20: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 816
func.func @matmul(%arg0: tensor<16384x256xf32>, %arg1: tensor<256x98xf32>, %arg2: tensor<16384x98xf32>) -> tensor<16384x98xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16384x98xf32>) -> tensor<16384x98xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<16384x256xf32>, tensor<256x98xf32>) outs(%0 : tensor<16384x98xf32>) -> tensor<16384x98xf32>
  return %1 : tensor<16384x98xf32>
}
