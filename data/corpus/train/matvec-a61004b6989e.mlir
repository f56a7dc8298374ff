// matvec-a61004b6989e: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4201
func.func @matvec(%arg0: tensor<44238x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<44238xbf16>) -> tensor<44238xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<44238xbf16>) -> tensor<44238xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<44238x2048xbf16>, tensor<2048xbf16>) outs(%0 : tensor<44238xbf16>) -> tensor<44238xbf16>
  return %1 : tensor<44238xbf16>
}
