// matmul-e89e501b5343: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 101
func.func @matmul(%arg0: tensor<69x824xf32>, %arg1: tensor<824x1842xf32>, %arg2: tensor<69x1842xf32>) -> tensor<69x1842xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<69x1842xf32>) -> tensor<69x1842xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<69x824xf32>, tensor<824x1842xf32>) outs(%0 : tensor<69x1842xf32>) -> tensor<69x1842xf32>
  return %1 : tensor<69x1842xf32>
}
