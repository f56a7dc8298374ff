// matvec-f53c9702e873: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 1309
func.func @matvec(%arg0: tensor<34170x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<34170xf32>) -> tensor<34170xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<34170xf32>) -> tensor<34170xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<34170x512xf32>, tensor<512xf32>) outs(%0 : tensor<34170xf32>) -> tensor<34170xf32>
  return %1 : tensor<34170xf32>
}
