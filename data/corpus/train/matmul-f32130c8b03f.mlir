// matmul-f32130c8b03f: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 1542
func.func @matmul(%arg0: tensor<614x1311xbf16>, %arg1: tensor<1311x2102xbf16>, %arg2: tensor<614x2102xbf16>) -> tensor<614x2102xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<614x2102xbf16>) -> tensor<614x2102xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<614x1311xbf16>, tensor<1311x2102xbf16>) outs(%0 : tensor<614x2102xbf16>) -> tensor<614x2102xbf16>
  return %1 : tensor<614x2102xbf16>
}
