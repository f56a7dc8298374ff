// matvec-13362ebf547e: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 2863
func.func @matvec(%arg0: tensor<62808x16030xbf16>, %arg1: tensor<16030xbf16>, %arg2: tensor<62808xbf16>) -> tensor<62808xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<62808xbf16>) -> tensor<62808xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<62808x16030xbf16>, tensor<16030xbf16>) outs(%0 : tensor<62808xbf16>) -> tensor<62808xbf16>
  return %1 : tensor<62808xbf16>
}
