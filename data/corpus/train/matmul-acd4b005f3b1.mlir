// matmul-acd4b005f3b1: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 5028
func.func @matmul(%arg0: tensor<128x65536xf32>, %arg1: tensor<65536x256xf32>, %arg2: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<128x65536xf32>, tensor<65536x256xf32>) outs(%0 : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %1 : tensor<128x256xf32>
}
