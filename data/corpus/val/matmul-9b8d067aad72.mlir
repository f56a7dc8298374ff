// matmul-9b8d067aad72: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 6198
func.func @matmul(%arg0: tensor<950x2127xbf16>, %arg1: tensor<2127x1545xbf16>, %arg2: tensor<950x1545xbf16>) -> tensor<950x1545xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<950x1545xbf16>) -> tensor<950x1545xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<950x2127xbf16>, tensor<2127x1545xbf16>) outs(%0 : tensor<950x1545xbf16>) -> tensor<950x1545xbf16>
  return %1 : tensor<950x1545xbf16>
}
