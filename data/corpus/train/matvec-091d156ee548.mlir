// matvec-091d156ee548: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3712
func.func @matvec(%arg0: tensor<32768x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<32768xf32>) -> tensor<32768xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32768xf32>) -> tensor<32768xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<32768x768xf32>, tensor<768xf32>) outs(%0 : tensor<32768xf32>) -> tensor<32768xf32>
  return %1 : tensor<32768xf32>
}
