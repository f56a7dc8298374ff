// matmul-b5c1b256811a: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 2388
func.func @matmul(%arg0: tensor<32x32768xf32>, %arg1: tensor<32768x481xf32>, %arg2: tensor<32x481xf32>) -> tensor<32x481xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x481xf32>) -> tensor<32x481xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x32768xf32>, tensor<32768x481xf32>) outs(%0 : tensor<32x481xf32>) -> tensor<32x481xf32>
  return %1 : tensor<32x481xf32>
}
