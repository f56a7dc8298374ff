// matmul-85cd57791e9f: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3871
func.func @matmul(%arg0: tensor<939x1726xf32>, %arg1: tensor<1726x1164xf32>, %arg2: tensor<939x1164xf32>) -> tensor<939x1164xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<939x1164xf32>) -> tensor<939x1164xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<939x1726xf32>, tensor<1726x1164xf32>) outs(%0 : tensor<939x1164xf32>) -> tensor<939x1164xf32>
  return %1 : tensor<939x1164xf32>
}
