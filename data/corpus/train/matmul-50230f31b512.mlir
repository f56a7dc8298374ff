// matmul-50230f31b512: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 6116
func.func @matmul(%arg0: tensor<1538x898xbf16>, %arg1: tensor<898x1140xbf16>, %arg2: tensor<1538x1140xbf16>) -> tensor<1538x1140xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1538x1140xbf16>) -> tensor<1538x1140xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1538x898xbf16>, tensor<898x1140xbf16>) outs(%0 : tensor<1538x1140xbf16>) -> tensor<1538x1140xbf16>
  return %1 : tensor<1538x1140xbf16>
}
