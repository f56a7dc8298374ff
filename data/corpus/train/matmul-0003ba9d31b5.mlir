// matmul-0003ba9d31b5: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 3429
func.func @matmul(%arg0: tensor<64x65536xbf16>, %arg1: tensor<65536x512xbf16>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x512xbf16>) -> tensor<64x512xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<64x65536xbf16>, tensor<65536x512xbf16>) outs(%0 : tensor<64x512xbf16>) -> tensor<64x512xbf16>
  return %1 : tensor<64x512xbf16>
}
