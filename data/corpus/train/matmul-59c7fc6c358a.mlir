// matmul-59c7fc6c358a: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5402
func.func @matmul(%arg0: tensor<1770x813xbf16>, %arg1: tensor<813x896xbf16>, %arg2: tensor<1770x896xbf16>) -> tensor<1770x896xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1770x896xbf16>) -> tensor<1770x896xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1770x813xbf16>, tensor<813x896xbf16>) outs(%0 : tensor<1770x896xbf16>) -> tensor<1770x896xbf16>
  return %1 : tensor<1770x896xbf16>
}
