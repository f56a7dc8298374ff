// matmul-8b91c335ccdc: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 943
func.func @matmul(%arg0: tensor<77x18711xf32>, %arg1: tensor<18711x420xf32>, %arg2: tensor<77x420xf32>) -> tensor<77x420xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<77x420xf32>) -> tensor<77x420xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<77x18711xf32>, tensor<18711x420xf32>) outs(%0 : tensor<77x420xf32>) -> tensor<77x420xf32>
  return %1 : tensor<77x420xf32>
}
