// matmul-35ab1817aebf: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 342
func.func @matmul(%arg0: tensor<2191x472xf32>, %arg1: tensor<472x2419xf32>, %arg2: tensor<2191x2419xf32>) -> tensor<2191x2419xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2191x2419xf32>) -> tensor<2191x2419xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2191x472xf32>, tensor<472x2419xf32>) outs(%0 : tensor<2191x2419xf32>) -> tensor<2191x2419xf32>
  return %1 : tensor<2191x2419xf32>
}
