// matmul-4f0d2e7ea4de: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 477
func.func @matmul(%arg0: tensor<2292x2285xf32>, %arg1: tensor<2285x1647xf32>, %arg2: tensor<2292x1647xf32>) -> tensor<2292x1647xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2292x1647xf32>) -> tensor<2292x1647xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2292x2285xf32>, tensor<2285x1647xf32>) outs(%0 : tensor<2292x1647xf32>) -> tensor<2292x1647xf32>
  return %1 : tensor<2292x1647xf32>
}
