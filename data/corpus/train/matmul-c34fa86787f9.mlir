// matmul-c34fa86787f9: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 19
func.func @matmul(%arg0: tensor<1612x2794xbf16>, %arg1: tensor<2794x1933xbf16>, %arg2: tensor<1612x1933xbf16>) -> tensor<1612x1933xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1612x1933xbf16>) -> tensor<1612x1933xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1612x2794xbf16>, tensor<2794x1933xbf16>) outs(%0 : tensor<1612x1933xbf16>) -> tensor<1612x1933xbf16>
  return %1 : tensor<1612x1933xbf16>
}
