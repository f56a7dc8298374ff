// matvec-e1adbb017cf2: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 346
func.func @matvec(%arg0: tensor<64547x13915xf32>, %arg1: tensor<13915xf32>, %arg2: tensor<64547xf32>) -> tensor<64547xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<64547xf32>) -> tensor<64547xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<64547x13915xf32>, tensor<13915xf32>) outs(%0 : tensor<64547xf32>) -> tensor<64547xf32>
  return %1 : tensor<64547xf32>
}
