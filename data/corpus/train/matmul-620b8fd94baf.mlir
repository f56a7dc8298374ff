// matmul-620b8fd94baf: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5380
func.func @matmul(%arg0: tensor<32x60770xbf16>, %arg1: tensor<60770x384xbf16>, %arg2: tensor<32x384xbf16>) -> tensor<32x384xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x384xbf16>) -> tensor<32x384xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x60770xbf16>, tensor<60770x384xbf16>) outs(%0 : tensor<32x384xbf16>) -> tensor<32x384xbf16>
  return %1 : tensor<32x384xbf16>
}
