// batch_matmul-f3c81bae3a8f: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 2054
func.func @batch_matmul(%arg0: tensor<12x512x128xbf16>, %arg1: tensor<12x128x384xbf16>, %arg2: tensor<12x512x384xbf16>) -> tensor<12x512x384xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<12x512x384xbf16>) -> tensor<12x512x384xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x512x128xbf16>, tensor<12x128x384xbf16>) outs(%0 : tensor<12x512x384xbf16>) -> tensor<12x512x384xbf16>
  return %1 : tensor<12x512x384xbf16>
}
