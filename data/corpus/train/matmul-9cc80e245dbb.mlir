// matmul-9cc80e245dbb: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 3450
func.func @matmul(%arg0: tensor<16384x128xf32>, %arg1: tensor<128x173xf32>, %arg2: tensor<16384x173xf32>) -> tensor<16384x173xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16384x173xf32>) -> tensor<16384x173xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<16384x128xf32>, tensor<128x173xf32>) outs(%0 : tensor<16384x173xf32>) -> tensor<16384x173xf32>
  return %1 : tensor<16384x173xf32>
}
