// matmul-cd0876cb0c10: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 1078
func.func @matmul(%arg0: tensor<384x8192xf16>, %arg1: tensor<8192x416xf16>, %arg2: tensor<384x416xf16>) -> tensor<384x416xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<384x416xf16>) -> tensor<384x416xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<384x8192xf16>, tensor<8192x416xf16>) outs(%0 : tensor<384x416xf16>) -> tensor<384x416xf16>
  return %1 : tensor<384x416xf16>
}
