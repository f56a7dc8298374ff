// matmul-32c87940f670: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 3713
func.func @matmul(%arg0: tensor<32x5120xbf16>, %arg1: tensor<5120x502xbf16>, %arg2: tensor<32x502xbf16>) -> tensor<32x502xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x502xbf16>) -> tensor<32x502xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x5120xbf16>, tensor<5120x502xbf16>) outs(%0 : tensor<32x502xbf16>) -> tensor<32x502xbf16>
  return %1 : tensor<32x502xbf16>
}
