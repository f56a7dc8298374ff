// matmul-5141829aed1c: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 2904
func.func @matmul(%arg0: tensor<1384x1925xf32>, %arg1: tensor<1925x1514xf32>, %arg2: tensor<1384x1514xf32>) -> tensor<1384x1514xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1384x1514xf32>) -> tensor<1384x1514xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1384x1925xf32>, tensor<1925x1514xf32>) outs(%0 : tensor<1384x1514xf32>) -> tensor<1384x1514xf32>
  return %1 : tensor<1384x1514xf32>
}
