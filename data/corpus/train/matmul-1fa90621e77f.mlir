// matmul-1fa90621e77f: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 4658
func.func @matmul(%arg0: tensor<128x20726xf32>, %arg1: tensor<20726x128xf32>, %arg2: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<128x20726xf32>, tensor<20726x128xf32>) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %1 : tensor<128x128xf32>
}
