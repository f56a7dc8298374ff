// matmul-60d557179f7d: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 4137
func.func @matmul(%arg0: tensor<2959x1604xbf16>, %arg1: tensor<1604x2795xbf16>, %arg2: tensor<2959x2795xbf16>) -> tensor<2959x2795xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2959x2795xbf16>) -> tensor<2959x2795xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2959x1604xbf16>, tensor<1604x2795xbf16>) outs(%0 : tensor<2959x2795xbf16>) -> tensor<2959x2795xbf16>
  return %1 : tensor<2959x2795xbf16>
}
