// matmul-d2a5f71d8c16: matmul (square), f16; cuda-agent synth --seed 2026, candidate 3272
func.func @matmul(%arg0: tensor<447x447xf16>, %arg1: tensor<447x447xf16>, %arg2: tensor<447x447xf16>) -> tensor<447x447xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<447x447xf16>) -> tensor<447x447xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<447x447xf16>, tensor<447x447xf16>) outs(%0 : tensor<447x447xf16>) -> tensor<447x447xf16>
  return %1 : tensor<447x447xf16>
}
