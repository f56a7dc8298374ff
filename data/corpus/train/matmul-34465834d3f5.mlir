// matmul-34465834d3f5: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 807
func.func @matmul(%arg0: tensor<1024x2921xbf16>, %arg1: tensor<2921x1368xbf16>, %arg2: tensor<1024x1368xbf16>) -> tensor<1024x1368xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1024x1368xbf16>) -> tensor<1024x1368xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x2921xbf16>, tensor<2921x1368xbf16>) outs(%0 : tensor<1024x1368xbf16>) -> tensor<1024x1368xbf16>
  return %1 : tensor<1024x1368xbf16>
}
