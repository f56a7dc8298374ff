// matmul-7b46b0b948f2: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 4383
func.func @matmul(%arg0: tensor<832x849xf32>, %arg1: tensor<849x1898xf32>, %arg2: tensor<832x1898xf32>) -> tensor<832x1898xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<832x1898xf32>) -> tensor<832x1898xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<832x849xf32>, tensor<849x1898xf32>) outs(%0 : tensor<832x1898xf32>) -> tensor<832x1898xf32>
  return %1 : tensor<832x1898xf32>
}
