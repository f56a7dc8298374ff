// matvec-9fb79df05842: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 1103
func.func @matvec(%arg0: tensor<6188x7625xf32>, %arg1: tensor<7625xf32>, %arg2: tensor<6188xf32>) -> tensor<6188xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<6188xf32>) -> tensor<6188xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<6188x7625xf32>, tensor<7625xf32>) outs(%0 : tensor<6188xf32>) -> tensor<6188xf32>
  return %1 : tensor<6188xf32>
}
