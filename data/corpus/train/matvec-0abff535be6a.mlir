// matvec-0abff535be6a: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 3224
func.func @matvec(%arg0: tensor<23659x10136xf32>, %arg1: tensor<10136xf32>, %arg2: tensor<23659xf32>) -> tensor<23659xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<23659xf32>) -> tensor<23659xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<23659x10136xf32>, tensor<10136xf32>) outs(%0 : tensor<23659xf32>) -> tensor<23659xf32>
  return %1 : tensor<23659xf32>
}
