// matvec-09cdd7c62ea8: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1964
func.func @matvec(%arg0: tensor<14540x4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<14540xbf16>) -> tensor<14540xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<14540xbf16>) -> tensor<14540xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<14540x4096xbf16>, tensor<4096xbf16>) outs(%0 : tensor<14540xbf16>) -> tensor<14540xbf16>
  return %1 : tensor<14540xbf16>
}
