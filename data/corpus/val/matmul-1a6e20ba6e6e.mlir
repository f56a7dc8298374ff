// matmul-1a6e20ba6e6e: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 4607
func.func @matmul(%arg0: tensor<367x43754xbf16>, %arg1: tensor<43754x64xbf16>, %arg2: tensor<367x64xbf16>) -> tensor<367x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<367x64xbf16>) -> tensor<367x64xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<367x43754xbf16>, tensor<43754x64xbf16>) outs(%0 : tensor<367x64xbf16>) -> tensor<367x64xbf16>
  return %1 : tensor<367x64xbf16>
}
