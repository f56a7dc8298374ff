// matmul-7372c4a36bfb: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 2659
func.func @matmul(%arg0: tensor<1514x1464xf32>, %arg1: tensor<1464x1920xf32>, %arg2: tensor<1514x1920xf32>) -> tensor<1514x1920xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1514x1920xf32>) -> tensor<1514x1920xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1514x1464xf32>, tensor<1464x1920xf32>) outs(%0 : tensor<1514x1920xf32>) -> tensor<1514x1920xf32>
  return %1 : tensor<1514x1920xf32>
}
