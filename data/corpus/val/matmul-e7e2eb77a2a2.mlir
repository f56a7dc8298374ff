// matmul-e7e2eb77a2a2: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3885
func.func @matmul(%arg0: tensor<1641x115xf32>, %arg1: tensor<115x2446xf32>, %arg2: tensor<1641x2446xf32>) -> tensor<1641x2446xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1641x2446xf32>) -> tensor<1641x2446xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1641x115xf32>, tensor<115x2446xf32>) outs(%0 : tensor<1641x2446xf32>) -> tensor<1641x2446xf32>
  return %1 : tensor<1641x2446xf32>
}
