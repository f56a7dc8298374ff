// matmul-2fe0bae04260: matmul (square), f32; cuda-agent synth --seed 2026, candidate 1943
func.func @matmul(%arg0: tensor<577x577xf32>, %arg1: tensor<577x577xf32>, %arg2: tensor<577x577xf32>) -> tensor<577x577xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<577x577xf32>) -> tensor<577x577xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<577x577xf32>, tensor<577x577xf32>) outs(%0 : tensor<577x577xf32>) -> tensor<577x577xf32>
  return %1 : tensor<577x577xf32>
}
