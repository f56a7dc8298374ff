// matmul-181c540e3c60: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 3845
func.func @matmul(%arg0: tensor<32768x2048xbf16>, %arg1: tensor<2048x128xbf16>, %arg2: tensor<32768x128xbf16>) -> tensor<32768x128xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32768x128xbf16>) -> tensor<32768x128xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32768x2048xbf16>, tensor<2048x128xbf16>) outs(%0 : tensor<32768x128xbf16>) -> tensor<32768x128xbf16>
  return %1 : tensor<32768x128xbf16>
}
