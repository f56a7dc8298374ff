// matmul-db55bd81ef4a: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 268
func.func @matmul(%arg0: tensor<384x34298xf16>, %arg1: tensor<34298x64xf16>, %arg2: tensor<384x64xf16>) -> tensor<384x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<384x64xf16>) -> tensor<384x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<384x34298xf16>, tensor<34298x64xf16>) outs(%0 : tensor<384x64xf16>) -> tensor<384x64xf16>
  return %1 : tensor<384x64xf16>
}
