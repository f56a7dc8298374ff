// matmul-6eb997d02987: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 2342
func.func @matmul(%arg0: tensor<65536x345xf16>, %arg1: tensor<345x16xf16>, %arg2: tensor<65536x16xf16>) -> tensor<65536x16xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<65536x16xf16>) -> tensor<65536x16xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x345xf16>, tensor<345x16xf16>) outs(%0 : tensor<65536x16xf16>) -> tensor<65536x16xf16>
  return %1 : tensor<65536x16xf16>
}
