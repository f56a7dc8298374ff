// matmul-b7ba4241463a: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 580
func.func @matmul(%arg0: tensor<120x1184xbf16>, %arg1: tensor<1184x2715xbf16>, %arg2: tensor<120x2715xbf16>) -> tensor<120x2715xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<120x2715xbf16>) -> tensor<120x2715xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<120x1184xbf16>, tensor<1184x2715xbf16>) outs(%0 : tensor<120x2715xbf16>) -> tensor<120x2715xbf16>
  return %1 : tensor<120x2715xbf16>
}
