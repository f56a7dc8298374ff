// matmul-ad30e6030622: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 633
func.func @matmul(%arg0: tensor<968x1799xf32>, %arg1: tensor<1799x387xf32>, %arg2: tensor<968x387xf32>) -> tensor<968x387xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<968x387xf32>) -> tensor<968x387xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<968x1799xf32>, tensor<1799x387xf32>) outs(%0 : tensor<968x387xf32>) -> tensor<968x387xf32>
  return %1 : tensor<968x387xf32>
}
