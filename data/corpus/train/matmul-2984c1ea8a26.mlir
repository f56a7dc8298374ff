// matmul-2984c1ea8a26: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 6314
func.func @matmul(%arg0: tensor<248x469xbf16>, %arg1: tensor<469x2447xbf16>, %arg2: tensor<248x2447xbf16>) -> tensor<248x2447xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<248x2447xbf16>) -> tensor<248x2447xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<248x469xbf16>, tensor<469x2447xbf16>) outs(%0 : tensor<248x2447xbf16>) -> tensor<248x2447xbf16>
  return %1 : tensor<248x2447xbf16>
}
