// matvec-a661bd29f608: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3597
func.func @matvec(%arg0: tensor<27095x8417xf32>, %arg1: tensor<8417xf32>, %arg2: tensor<27095xf32>) -> tensor<27095xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<27095xf32>) -> tensor<27095xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<27095x8417xf32>, tensor<8417xf32>) outs(%0 : tensor<27095xf32>) -> tensor<27095xf32>
  return %1 : tensor<27095xf32>
}
