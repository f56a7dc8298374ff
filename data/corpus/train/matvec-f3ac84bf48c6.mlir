// matvec-f3ac84bf48c6: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 5394
func.func @matvec(%arg0: tensor<57629x2856xbf16>, %arg1: tensor<2856xbf16>, %arg2: tensor<57629xbf16>) -> tensor<57629xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<57629xbf16>) -> tensor<57629xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<57629x2856xbf16>, tensor<2856xbf16>) outs(%0 : tensor<57629xbf16>) -> tensor<57629xbf16>
  return %1 : tensor<57629xbf16>
}
