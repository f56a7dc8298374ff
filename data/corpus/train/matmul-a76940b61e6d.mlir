// matmul-a76940b61e6d: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 4206
func.func @matmul(%arg0: tensor<77x65536xf16>, %arg1: tensor<65536x70xf16>, %arg2: tensor<77x70xf16>) -> tensor<77x70xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<77x70xf16>) -> tensor<77x70xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<77x65536xf16>, tensor<65536x70xf16>) outs(%0 : tensor<77x70xf16>) -> tensor<77x70xf16>
  return %1 : tensor<77x70xf16>
}
