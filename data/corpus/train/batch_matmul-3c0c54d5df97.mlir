// batch_matmul-3c0c54d5df97: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 2960
func.func @batch_matmul(%arg0: tensor<8x128x782xbf16>, %arg1: tensor<8x782x197xbf16>, %arg2: tensor<8x128x197xbf16>) -> tensor<8x128x197xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x128x197xbf16>) -> tensor<8x128x197xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x128x782xbf16>, tensor<8x782x197xbf16>) outs(%0 : tensor<8x128x197xbf16>) -> tensor<8x128x197xbf16>
  return %1 : tensor<8x128x197xbf16>
}
