// matvec-d1f47fdfc685: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3920
func.func @matvec(%arg0: tensor<16384x2561xf32>, %arg1: tensor<2561xf32>, %arg2: tensor<16384xf32>) -> tensor<16384xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16384xf32>) -> tensor<16384xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<16384x2561xf32>, tensor<2561xf32>) outs(%0 : tensor<16384xf32>) -> tensor<16384xf32>
  return %1 : tensor<16384xf32>
}
