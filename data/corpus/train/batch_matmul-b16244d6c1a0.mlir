// batch_matmul-b16244d6c1a0: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5485
func.func @batch_matmul(%arg0: tensor<64x128x196xbf16>, %arg1: tensor<64x196x666xbf16>, %arg2: tensor<64x128x666xbf16>) -> tensor<64x128x666xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x128x666xbf16>) -> tensor<64x128x666xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x128x196xbf16>, tensor<64x196x666xbf16>) outs(%0 : tensor<64x128x666xbf16>) -> tensor<64x128x666xbf16>
  return %1 : tensor<64x128x666xbf16>
}
