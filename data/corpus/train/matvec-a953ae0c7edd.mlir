// matvec-a953ae0c7edd: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 3479
func.func @matvec(%arg0: tensor<15102x10134xbf16>, %arg1: tensor<10134xbf16>, %arg2: tensor<15102xbf16>) -> tensor<15102xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<15102xbf16>) -> tensor<15102xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<15102x10134xbf16>, tensor<10134xbf16>) outs(%0 : tensor<15102xbf16>) -> tensor<15102xbf16>
  return %1 : tensor<15102xbf16>
}
