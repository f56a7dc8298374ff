// matmul-fd68b26270f6: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5508
func.func @matmul(%arg0: tensor<458x1218xbf16>, %arg1: tensor<1218x2360xbf16>, %arg2: tensor<458x2360xbf16>) -> tensor<458x2360xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<458x2360xbf16>) -> tensor<458x2360xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<458x1218xbf16>, tensor<1218x2360xbf16>) outs(%0 : tensor<458x2360xbf16>) -> tensor<458x2360xbf16>
  return %1 : tensor<458x2360xbf16>
}
