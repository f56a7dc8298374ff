// matvec-9189682f99ef: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 4314
func.func @matvec(%arg0: tensor<42465x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<42465xf32>) -> tensor<42465xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<42465xf32>) -> tensor<42465xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<42465x768xf32>, tensor<768xf32>) outs(%0 : tensor<42465xf32>) -> tensor<42465xf32>
  return %1 : tensor<42465xf32>
}
