// matvec-87822f8c78bb: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 2705
func.func @matvec(%arg0: tensor<2560x7340xbf16>, %arg1: tensor<7340xbf16>, %arg2: tensor<2560xbf16>) -> tensor<2560xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2560xbf16>) -> tensor<2560xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2560x7340xbf16>, tensor<7340xbf16>) outs(%0 : tensor<2560xbf16>) -> tensor<2560xbf16>
  return %1 : tensor<2560xbf16>
}
