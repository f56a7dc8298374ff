// matvec-07795a43ccac: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 5586
func.func @matvec(%arg0: tensor<2048x5671xf32>, %arg1: tensor<5671xf32>, %arg2: tensor<2048xf32>) -> tensor<2048xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2048xf32>) -> tensor<2048xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2048x5671xf32>, tensor<5671xf32>) outs(%0 : tensor<2048xf32>) -> tensor<2048xf32>
  return %1 : tensor<2048xf32>
}
