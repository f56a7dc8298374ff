// matmul-f12ca75f64de: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 4988
func.func @matmul(%arg0: tensor<64x16384xf16>, %arg1: tensor<16384x284xf16>, %arg2: tensor<64x284xf16>) -> tensor<64x284xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<64x284xf16>) -> tensor<64x284xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<64x16384xf16>, tensor<16384x284xf16>) outs(%0 : tensor<64x284xf16>) -> tensor<64x284xf16>
  return %1 : tensor<64x284xf16>
}
