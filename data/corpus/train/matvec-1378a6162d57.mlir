// matvec-1378a6162d57: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 1971
func.func @matvec(%arg0: tensor<26673x9956xf16>, %arg1: tensor<9956xf16>, %arg2: tensor<26673xf16>) -> tensor<26673xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<26673xf16>) -> tensor<26673xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<26673x9956xf16>, tensor<9956xf16>) outs(%0 : tensor<26673xf16>) -> tensor<26673xf16>
  return %1 : tensor<26673xf16>
}
