// matmul-08785cfb50fd: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 5348
func.func @matmul(%arg0: tensor<60117x77xf16>, %arg1: tensor<77x64xf16>, %arg2: tensor<60117x64xf16>) -> tensor<60117x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<60117x64xf16>) -> tensor<60117x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<60117x77xf16>, tensor<77x64xf16>) outs(%0 : tensor<60117x64xf16>) -> tensor<60117x64xf16>
  return %1 : tensor<60117x64xf16>
}
