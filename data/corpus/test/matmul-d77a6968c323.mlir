// matmul-d77a6968c323: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5525
func.func @matmul(%arg0: tensor<384x4096xbf16>, %arg1: tensor<4096x512xbf16>, %arg2: tensor<384x512xbf16>) -> tensor<384x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<384x512xbf16>) -> tensor<384x512xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<384x4096xbf16>, tensor<4096x512xbf16>) outs(%0 : tensor<384x512xbf16>) -> tensor<384x512xbf16>
  return %1 : tensor<384x512xbf16>
}
