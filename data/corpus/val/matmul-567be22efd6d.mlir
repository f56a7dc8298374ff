// matmul-567be22efd6d: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 3534
func.func @matmul(%arg0: tensor<1248x2299xbf16>, %arg1: tensor<2299x2370xbf16>, %arg2: tensor<1248x2370xbf16>) -> tensor<1248x2370xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1248x2370xbf16>) -> tensor<1248x2370xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1248x2299xbf16>, tensor<2299x2370xbf16>) outs(%0 : tensor<1248x2370xbf16>) -> tensor<1248x2370xbf16>
  return %1 : tensor<1248x2370xbf16>
}
