// matmul-4c327a18ecce: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 6248
func.func @matmul(%arg0: tensor<5120x40xf16>, %arg1: tensor<40x3235xf16>, %arg2: tensor<5120x3235xf16>) -> tensor<5120x3235xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<5120x3235xf16>) -> tensor<5120x3235xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<5120x40xf16>, tensor<40x3235xf16>) outs(%0 : tensor<5120x3235xf16>) -> tensor<5120x3235xf16>
  return %1 : tensor<5120x3235xf16>
}
