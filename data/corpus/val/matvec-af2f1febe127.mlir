// matvec-af2f1febe127: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 2382
func.func @matvec(%arg0: tensor<25777x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<25777xf32>) -> tensor<25777xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<25777xf32>) -> tensor<25777xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<25777x4096xf32>, tensor<4096xf32>) outs(%0 : tensor<25777xf32>) -> tensor<25777xf32>
  return %1 : tensor<25777xf32>
}
