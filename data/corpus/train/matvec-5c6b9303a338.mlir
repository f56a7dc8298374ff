// matvec-5c6b9303a338: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 4739
func.func @matvec(%arg0: tensor<32768x8933xf32>, %arg1: tensor<8933xf32>, %arg2: tensor<32768xf32>) -> tensor<32768xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32768xf32>) -> tensor<32768xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<32768x8933xf32>, tensor<8933xf32>) outs(%0 : tensor<32768xf32>) -> tensor<32768xf32>
  return %1 : tensor<32768xf32>
}
