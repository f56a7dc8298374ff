// matmul-6bbc9658b5e8: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3891
func.func @matmul(%arg0: tensor<1100x2526xf32>, %arg1: tensor<2526x2423xf32>, %arg2: tensor<1100x2423xf32>) -> tensor<1100x2423xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1100x2423xf32>) -> tensor<1100x2423xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1100x2526xf32>, tensor<2526x2423xf32>) outs(%0 : tensor<1100x2423xf32>) -> tensor<1100x2423xf32>
  return %1 : tensor<1100x2423xf32>
}
