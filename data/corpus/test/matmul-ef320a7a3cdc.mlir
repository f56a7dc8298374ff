// matmul-ef320a7a3cdc: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5087
func.func @matmul(%arg0: tensor<2711x2696xbf16>, %arg1: tensor<2696x2028xbf16>, %arg2: tensor<2711x2028xbf16>) -> tensor<2711x2028xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2711x2028xbf16>) -> tensor<2711x2028xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2711x2696xbf16>, tensor<2696x2028xbf16>) outs(%0 : tensor<2711x2028xbf16>) -> tensor<2711x2028xbf16>
  return %1 : tensor<2711x2028xbf16>
}
