// matvec-d06571945218: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 6274
func.func @matvec(%arg0: tensor<7397x10117xf32>, %arg1: tensor<10117xf32>, %arg2: tensor<7397xf32>) -> tensor<7397xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<7397xf32>) -> tensor<7397xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<7397x10117xf32>, tensor<10117xf32>) outs(%0 : tensor<7397xf32>) -> tensor<7397xf32>
  return %1 : tensor<7397xf32>
}
