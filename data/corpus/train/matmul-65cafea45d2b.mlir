// matmul-65cafea45d2b: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 1651
func.func @matmul(%arg0: tensor<6555x32xbf16>, %arg1: tensor<32x2048xbf16>, %arg2: tensor<6555x2048xbf16>) -> tensor<6555x2048xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<6555x2048xbf16>) -> tensor<6555x2048xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<6555x32xbf16>, tensor<32x2048xbf16>) outs(%0 : tensor<6555x2048xbf16>) -> tensor<6555x2048xbf16>
  return %1 : tensor<6555x2048xbf16>
}
