// matmul-4d582a4a7a4a: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 75
func.func @matmul(%arg0: tensor<2058x2357xf16>, %arg1: tensor<2357x2157xf16>, %arg2: tensor<2058x2157xf16>) -> tensor<2058x2157xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2058x2157xf16>) -> tensor<2058x2157xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2058x2357xf16>, tensor<2357x2157xf16>) outs(%0 : tensor<2058x2157xf16>) -> tensor<2058x2157xf16>
  return %1 : tensor<2058x2157xf16>
}
