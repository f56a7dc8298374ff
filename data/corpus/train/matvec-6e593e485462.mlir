// matvec-6e593e485462: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 5433
func.func @matvec(%arg0: tensor<26742x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<26742xf32>) -> tensor<26742xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<26742xf32>) -> tensor<26742xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<26742x8192xf32>, tensor<8192xf32>) outs(%0 : tensor<26742xf32>) -> tensor<26742xf32>
  return %1 : tensor<26742xf32>
}
