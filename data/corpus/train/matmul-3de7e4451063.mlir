// matmul-3de7e4451063: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5528
func.func @matmul(%arg0: tensor<64x16384xbf16>, %arg1: tensor<16384x256xbf16>, %arg2: tensor<64x256xbf16>) -> tensor<64x256xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<64x16384xbf16>, tensor<16384x256xbf16>) outs(%0 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
  return %1 : tensor<64x256xbf16>
}
