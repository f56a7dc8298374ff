// matmul-9da0e84c76cd: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3918
func.func @matmul(%arg0: tensor<355x1043xf32>, %arg1: tensor<1043x1224xf32>, %arg2: tensor<355x1224xf32>) -> tensor<355x1224xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<355x1224xf32>) -> tensor<355x1224xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<355x1043xf32>, tensor<1043x1224xf32>) outs(%0 : tensor<355x1224xf32>) -> tensor<355x1224xf32>
  return %1 : tensor<355x1224xf32>
}
