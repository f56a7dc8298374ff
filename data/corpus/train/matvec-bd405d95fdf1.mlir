// matvec-bd405d95fdf1: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 5579
func.func @matvec(%arg0: tensor<65536x14894xf32>, %arg1: tensor<14894xf32>, %arg2: tensor<65536xf32>) -> tensor<65536xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<65536xf32>) -> tensor<65536xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<65536x14894xf32>, tensor<14894xf32>) outs(%0 : tensor<65536xf32>) -> tensor<65536xf32>
  return %1 : tensor<65536xf32>
}
