// matmul-6f35f21a9478: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 4749
func.func @matmul(%arg0: tensor<65536x256xbf16>, %arg1: tensor<256x241xbf16>, %arg2: tensor<65536x241xbf16>) -> tensor<65536x241xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<65536x241xbf16>) -> tensor<65536x241xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x256xbf16>, tensor<256x241xbf16>) outs(%0 : tensor<65536x241xbf16>) -> tensor<65536x241xbf16>
  return %1 : tensor<65536x241xbf16>
}
