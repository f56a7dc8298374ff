// matmul-d6b0705a01cd: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 4576
func.func @matmul(%arg0: tensor<12270x265xf16>, %arg1: tensor<265x77xf16>, %arg2: tensor<12270x77xf16>) -> tensor<12270x77xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<12270x77xf16>) -> tensor<12270x77xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<12270x265xf16>, tensor<265x77xf16>) outs(%0 : tensor<12270x77xf16>) -> tensor<12270x77xf16>
  return %1 : tensor<12270x77xf16>
}
