// matmul-0f48301d30e4: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 1801
func.func @matmul(%arg0: tensor<577x8xf32>, %arg1: tensor<8x8192xf32>, %arg2: tensor<577x8192xf32>) -> tensor<577x8192xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<577x8192xf32>) -> tensor<577x8192xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<577x8xf32>, tensor<8x8192xf32>) outs(%0 : tensor<577x8192xf32>) -> tensor<577x8192xf32>
  return %1 : tensor<577x8192xf32>
}
