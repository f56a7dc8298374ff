// matmul-0c0198f87270: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 2056
func.func @matmul(%arg0: tensor<2726x803xf32>, %arg1: tensor<803x1544xf32>, %arg2: tensor<2726x1544xf32>) -> tensor<2726x1544xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2726x1544xf32>) -> tensor<2726x1544xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2726x803xf32>, tensor<803x1544xf32>) outs(%0 : tensor<2726x1544xf32>) -> tensor<2726x1544xf32>
  return %1 : tensor<2726x1544xf32>
}
