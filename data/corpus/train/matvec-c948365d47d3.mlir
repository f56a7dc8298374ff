// matvec-c948365d47d3: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3029
func.func @matvec(%arg0: tensor<20313x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<20313xf32>) -> tensor<20313xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<20313xf32>) -> tensor<20313xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<20313x256xf32>, tensor<256xf32>) outs(%0 : tensor<20313xf32>) -> tensor<20313xf32>
  return %1 : tensor<20313xf32>
}
