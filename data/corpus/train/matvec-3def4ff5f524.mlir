// matvec-3def4ff5f524: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 1515
func.func @matvec(%arg0: tensor<65081x10195xf32>, %arg1: tensor<10195xf32>, %arg2: tensor<65081xf32>) -> tensor<65081xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<65081xf32>) -> tensor<65081xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<65081x10195xf32>, tensor<10195xf32>) outs(%0 : tensor<65081xf32>) -> tensor<65081xf32>
  return %1 : tensor<65081xf32>
}
