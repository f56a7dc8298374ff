// matmul-72a65bea41e4: matmul (square), bf16; cuda-agent synth --seed 2026, candidate 549
func.func @matmul(%arg0: tensor<2808x2808xbf16>, %arg1: tensor<2808x2808xbf16>, %arg2: tensor<2808x2808xbf16>) -> tensor<2808x2808xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2808x2808xbf16>) -> tensor<2808x2808xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2808x2808xbf16>, tensor<2808x2808xbf16>) outs(%0 : tensor<2808x2808xbf16>) -> tensor<2808x2808xbf16>
  return %1 : tensor<2808x2808xbf16>
}
