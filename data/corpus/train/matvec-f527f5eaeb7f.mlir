// matvec-f527f5eaeb7f: matvec (matvec), f32; cuda-agent synth --seed 2026, candidate 4226
func.func @matvec(%arg0: tensor<43077x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<43077xf32>) -> tensor<43077xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<43077xf32>) -> tensor<43077xf32>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<43077x8192xf32>, tensor<8192xf32>) outs(%0 : tensor<43077xf32>) -> tensor<43077xf32>
  return %1 : tensor<43077xf32>
}
