// matvec-aa86b8cba8da: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4043
func.func @matvec(%arg0: tensor<54264x768xbf16>, %arg1: tensor<768xbf16>, %arg2: tensor<54264xbf16>) -> tensor<54264xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<54264xbf16>) -> tensor<54264xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<54264x768xbf16>, tensor<768xbf16>) outs(%0 : tensor<54264xbf16>) -> tensor<54264xbf16>
  return %1 : tensor<54264xbf16>
}
