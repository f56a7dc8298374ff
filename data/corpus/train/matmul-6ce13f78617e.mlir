// matmul-6ce13f78617e: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 69
func.func @matmul(%arg0: tensor<6419x64xf16>, %arg1: tensor<64x7466xf16>, %arg2: tensor<6419x7466xf16>) -> tensor<6419x7466xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<6419x7466xf16>) -> tensor<6419x7466xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<6419x64xf16>, tensor<64x7466xf16>) outs(%0 : tensor<6419x7466xf16>) -> tensor<6419x7466xf16>
  return %1 : tensor<6419x7466xf16>
}
