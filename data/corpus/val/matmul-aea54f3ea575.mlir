// matmul-aea54f3ea575: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3714
func.func @matmul(%arg0: tensor<2039x783xf32>, %arg1: tensor<783x1352xf32>, %arg2: tensor<2039x1352xf32>) -> tensor<2039x1352xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2039x1352xf32>) -> tensor<2039x1352xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2039x783xf32>, tensor<783x1352xf32>) outs(%0 : tensor<2039x1352xf32>) -> tensor<2039x1352xf32>
  return %1 : tensor<2039x1352xf32>
}
