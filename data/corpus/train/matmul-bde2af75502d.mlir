// matmul-bde2af75502d: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 3076
func.func @matmul(%arg0: tensor<75x35616xbf16>, %arg1: tensor<35616x77xbf16>, %arg2: tensor<75x77xbf16>) -> tensor<75x77xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<75x77xbf16>) -> tensor<75x77xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<75x35616xbf16>, tensor<35616x77xbf16>) outs(%0 : tensor<75x77xbf16>) -> tensor<75x77xbf16>
  return %1 : tensor<75x77xbf16>
}
