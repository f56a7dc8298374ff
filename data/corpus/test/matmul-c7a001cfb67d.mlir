// matmul-c7a001cfb67d: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 1251
func.func @matmul(%arg0: tensor<8192x1536xf16>, %arg1: tensor<1536x16xf16>, %arg2: tensor<8192x16xf16>) -> tensor<8192x16xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8192x16xf16>) -> tensor<8192x16xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x1536xf16>, tensor<1536x16xf16>) outs(%0 : tensor<8192x16xf16>) -> tensor<8192x16xf16>
  return %1 : tensor<8192x16xf16>
}
