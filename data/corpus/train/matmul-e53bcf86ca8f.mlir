// matmul-e53bcf86ca8f: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 5113
func.func @matmul(%arg0: tensor<212x31383xf32>, %arg1: tensor<31383x32xf32>, %arg2: tensor<212x32xf32>) -> tensor<212x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<212x32xf32>) -> tensor<212x32xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<212x31383xf32>, tensor<31383x32xf32>) outs(%0 : tensor<212x32xf32>) -> tensor<212x32xf32>
  return %1 : tensor<212x32xf32>
}
