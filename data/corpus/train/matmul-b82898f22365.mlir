// matmul-b82898f22365: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 2445
func.func @matmul(%arg0: tensor<291x2213xf32>, %arg1: tensor<2213x325xf32>, %arg2: tensor<291x325xf32>) -> tensor<291x325xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<291x325xf32>) -> tensor<291x325xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<291x2213xf32>, tensor<2213x325xf32>) outs(%0 : tensor<291x325xf32>) -> tensor<291x325xf32>
  return %1 : tensor<291x325xf32>
}
