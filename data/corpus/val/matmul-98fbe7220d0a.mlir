// matmul-98fbe7220d0a: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 4685
func.func @matmul(%arg0: tensor<2832x1985xf32>, %arg1: tensor<1985x1512xf32>, %arg2: tensor<2832x1512xf32>) -> tensor<2832x1512xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2832x1512xf32>) -> tensor<2832x1512xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2832x1985xf32>, tensor<1985x1512xf32>) outs(%0 : tensor<2832x1512xf32>) -> tensor<2832x1512xf32>
  return %1 : tensor<2832x1512xf32>
}
