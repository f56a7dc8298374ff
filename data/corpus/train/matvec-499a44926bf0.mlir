// matvec-499a44926bf0: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 5421
func.func @matvec(%arg0: tensor<21354x1280xf32>, %arg1: tensor<1280xf32>, %arg2: tensor<21354xf32>) -> tensor<21354xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<21354xf32>) -> tensor<21354xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<21354x1280xf32>, tensor<1280xf32>) outs(%0 : tensor<21354xf32>) -> tensor<21354xf32>
  return %1 : tensor<21354xf32>
}
