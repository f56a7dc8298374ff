// matmul-d27d1c3ba5d1: matmul (square), bf16; cuda-agent synth --seed 2026, candidate 5819
func.func @matmul(%arg0: tensor<1306x1306xbf16>, %arg1: tensor<1306x1306xbf16>, %arg2: tensor<1306x1306xbf16>) -> tensor<1306x1306xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1306x1306xbf16>) -> tensor<1306x1306xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1306x1306xbf16>, tensor<1306x1306xbf16>) outs(%0 : tensor<1306x1306xbf16>) -> tensor<1306x1306xbf16>
  return %1 : tensor<1306x1306xbf16>
}
