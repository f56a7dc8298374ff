// matmul-71832fdbccd4: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 4781
func.func @matmul(%arg0: tensor<512x48190xbf16>, %arg1: tensor<48190x256xbf16>, %arg2: tensor<512x256xbf16>) -> tensor<512x256xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<512x256xbf16>) -> tensor<512x256xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<512x48190xbf16>, tensor<48190x256xbf16>) outs(%0 : tensor<512x256xbf16>) -> tensor<512x256xbf16>
  return %1 : tensor<512x256xbf16>
}
