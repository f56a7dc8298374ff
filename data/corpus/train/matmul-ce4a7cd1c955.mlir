// matmul-ce4a7cd1c955: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5254
func.func @matmul(%arg0: tensor<128x11670xbf16>, %arg1: tensor<11670x64xbf16>, %arg2: tensor<128x64xbf16>) -> tensor<128x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<128x11670xbf16>, tensor<11670x64xbf16>) outs(%0 : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  return %1 : tensor<128x64xbf16>
}
