// matmul-8b338a7b12f5: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5376
func.func @matmul(%arg0: tensor<32x65536xbf16>, %arg1: tensor<65536x32xbf16>, %arg2: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x32xbf16>) -> tensor<32x32xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x65536xbf16>, tensor<65536x32xbf16>) outs(%0 : tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %1 : tensor<32x32xbf16>
}
