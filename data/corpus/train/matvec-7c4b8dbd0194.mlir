// matvec-7c4b8dbd0194: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 4913
func.func @matvec(%arg0: tensor<1280x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<1280xf32>) -> tensor<1280xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1280xf32>) -> tensor<1280xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1280x8192xf32>, tensor<8192xf32>) outs(%0 : tensor<1280xf32>) -> tensor<1280xf32>
  return %1 : tensor<1280xf32>
}
