// matvec-06bd002df7fd: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4213
func.func @matvec(%arg0: tensor<32768x5978xbf16>, %arg1: tensor<5978xbf16>, %arg2: tensor<32768xbf16>) -> tensor<32768xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32768xbf16>) -> tensor<32768xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<32768x5978xbf16>, tensor<5978xbf16>) outs(%0 : tensor<32768xbf16>) -> tensor<32768xbf16>
  return %1 : tensor<32768xbf16>
}
