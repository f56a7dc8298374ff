// matvec-6062d70caa0d: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1207
func.func @matvec(%arg0: tensor<47157x4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<47157xbf16>) -> tensor<47157xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<47157xbf16>) -> tensor<47157xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<47157x4096xbf16>, tensor<4096xbf16>) outs(%0 : tensor<47157xbf16>) -> tensor<47157xbf16>
  return %1 : tensor<47157xbf16>
}
