// matmul-6b00e0761dc5: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 4801
func.func @matmul(%arg0: tensor<1121x2161xbf16>, %arg1: tensor<2161x2422xbf16>, %arg2: tensor<1121x2422xbf16>) -> tensor<1121x2422xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1121x2422xbf16>) -> tensor<1121x2422xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1121x2161xbf16>, tensor<2161x2422xbf16>) outs(%0 : tensor<1121x2422xbf16>) -> tensor<1121x2422xbf16>
  return %1 : tensor<1121x2422xbf16>
}
