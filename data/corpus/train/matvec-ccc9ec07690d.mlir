// matvec-ccc9ec07690d: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1607
func.func @matvec(%arg0: tensor<55909x256xbf16>, %arg1: tensor<256xbf16>, %arg2: tensor<55909xbf16>) -> tensor<55909xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<55909xbf16>) -> tensor<55909xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<55909x256xbf16>, tensor<256xbf16>) outs(%0 : tensor<55909xbf16>) -> tensor<55909xbf16>
  return %1 : tensor<55909xbf16>
}
