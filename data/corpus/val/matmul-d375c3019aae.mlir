// matmul-d375c3019aae: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5519
func.func @matmul(%arg0: tensor<512x19698xbf16>, %arg1: tensor<19698x240xbf16>, %arg2: tensor<512x240xbf16>) -> tensor<512x240xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<512x240xbf16>) -> tensor<512x240xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<512x19698xbf16>, tensor<19698x240xbf16>) outs(%0 : tensor<512x240xbf16>) -> tensor<512x240xbf16>
  return %1 : tensor<512x240xbf16>
}
