// matvec-d8e1c7c09cbc: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 16
func.func @matvec(%arg0: tensor<1024x7151xf32>, %arg1: tensor<7151xf32>, %arg2: tensor<1024xf32>) -> tensor<1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1024xf32>) -> tensor<1024xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1024x7151xf32>, tensor<7151xf32>) outs(%0 : tensor<1024xf32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}
