// matmul-6c8e1e6616df: matmul (square), f32; cuda-agent synth --seed 2026, candidate 5615
func.func @matmul(%arg0: tensor<768x768xf32>, %arg1: tensor<768x768xf32>, %arg2: tensor<768x768xf32>) -> tensor<768x768xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<768x768xf32>) -> tensor<768x768xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<768x768xf32>, tensor<768x768xf32>) outs(%0 : tensor<768x768xf32>) -> tensor<768x768xf32>
  return %1 : tensor<768x768xf32>
}
