// matmul-67b081e80acf: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 4816
func.func @matmul(%arg0: tensor<4096x64xbf16>, %arg1: tensor<64x1536xbf16>, %arg2: tensor<4096x1536xbf16>) -> tensor<4096x1536xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4096x1536xbf16>) -> tensor<4096x1536xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x64xbf16>, tensor<64x1536xbf16>) outs(%0 : tensor<4096x1536xbf16>) -> tensor<4096x1536xbf16>
  return %1 : tensor<4096x1536xbf16>
}
