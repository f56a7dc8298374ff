// matvec-b8afe81944af: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3861
func.func @matvec(%arg0: tensor<33549x384xf32>, %arg1: tensor<384xf32>, %arg2: tensor<33549xf32>) -> tensor<33549xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<33549xf32>) -> tensor<33549xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<33549x384xf32>, tensor<384xf32>) outs(%0 : tensor<33549xf32>) -> tensor<33549xf32>
  return %1 : tensor<33549xf32>
}
