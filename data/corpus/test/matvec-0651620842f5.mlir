// matvec-0651620842f5: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 5994
func.func @matvec(%arg0: tensor<50626x256xbf16>, %arg1: tensor<256xbf16>, %arg2: tensor<50626xbf16>) -> tensor<50626xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<50626xbf16>) -> tensor<50626xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<50626x256xbf16>, tensor<256xbf16>) outs(%0 : tensor<50626xbf16>) -> tensor<50626xbf16>
  return %1 : tensor<50626xbf16>
}
