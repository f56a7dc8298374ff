// batch_matmul-26d2cb9d62f4: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5470
func.func @batch_matmul(%arg0: tensor<8x2048x128xbf16>, %arg1: tensor<8x128x512xbf16>, %arg2: tensor<8x2048x512xbf16>) -> tensor<8x2048x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x2048x512xbf16>) -> tensor<8x2048x512xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x2048x128xbf16>, tensor<8x128x512xbf16>) outs(%0 : tensor<8x2048x512xbf16>) -> tensor<8x2048x512xbf16>
  return %1 : tensor<8x2048x512xbf16>
}
