// batch_matmul-df1f03af076e: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 1869
func.func @batch_matmul(%arg0: tensor<8x1154x128xbf16>, %arg1: tensor<8x128x779xbf16>, %arg2: tensor<8x1154x779xbf16>) -> tensor<8x1154x779xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x1154x779xbf16>) -> tensor<8x1154x779xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x1154x128xbf16>, tensor<8x128x779xbf16>) outs(%0 : tensor<8x1154x779xbf16>) -> tensor<8x1154x779xbf16>
  return %1 : tensor<8x1154x779xbf16>
}
