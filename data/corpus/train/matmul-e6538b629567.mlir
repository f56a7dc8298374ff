// matmul-e6538b629567: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 547
func.func @matmul(%arg0: tensor<64x8192xbf16>, %arg1: tensor<8192x474xbf16>, %arg2: tensor<64x474xbf16>) -> tensor<64x474xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x474xbf16>) -> tensor<64x474xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<64x8192xbf16>, tensor<8192x474xbf16>) outs(%0 : tensor<64x474xbf16>) -> tensor<64x474xbf16>
  return %1 : tensor<64x474xbf16>
}
