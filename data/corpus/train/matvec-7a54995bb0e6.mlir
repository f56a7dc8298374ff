// matvec-7a54995bb0e6: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 3594
func.func @matvec(%arg0: tensor<4985x4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<4985xbf16>) -> tensor<4985xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4985xbf16>) -> tensor<4985xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<4985x4096xbf16>, tensor<4096xbf16>) outs(%0 : tensor<4985xbf16>) -> tensor<4985xbf16>
  return %1 : tensor<4985xbf16>
}
