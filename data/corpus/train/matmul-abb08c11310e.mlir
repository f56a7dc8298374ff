// matmul-abb08c11310e: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 4650
func.func @matmul(%arg0: tensor<512x30602xf16>, %arg1: tensor<30602x32xf16>, %arg2: tensor<512x32xf16>) -> tensor<512x32xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<512x32xf16>) -> tensor<512x32xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<512x30602xf16>, tensor<30602x32xf16>) outs(%0 : tensor<512x32xf16>) -> tensor<512x32xf16>
  return %1 : tensor<512x32xf16>
}
