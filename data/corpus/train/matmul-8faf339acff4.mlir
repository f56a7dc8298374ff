// matmul-8faf339acff4: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 1272
func.func @matmul(%arg0: tensor<2048x64xbf16>, %arg1: tensor<64x4130xbf16>, %arg2: tensor<2048x4130xbf16>) -> tensor<2048x4130xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2048x4130xbf16>) -> tensor<2048x4130xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x64xbf16>, tensor<64x4130xbf16>) outs(%0 : tensor<2048x4130xbf16>) -> tensor<2048x4130xbf16>
  return %1 : tensor<2048x4130xbf16>
}
