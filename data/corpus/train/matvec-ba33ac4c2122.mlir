// matvec-ba33ac4c2122: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1360
func.func @matvec(%arg0: tensor<59060x7854xbf16>, %arg1: tensor<7854xbf16>, %arg2: tensor<59060xbf16>) -> tensor<59060xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<59060xbf16>) -> tensor<59060xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<59060x7854xbf16>, tensor<7854xbf16>) outs(%0 : tensor<59060xbf16>) -> tensor<59060xbf16>
  return %1 : tensor<59060xbf16>
}
