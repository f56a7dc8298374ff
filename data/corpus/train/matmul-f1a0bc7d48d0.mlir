// matmul-f1a0bc7d48d0: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 5795
func.func @matmul(%arg0: tensor<1591x64xf16>, %arg1: tensor<64x1024xf16>, %arg2: tensor<1591x1024xf16>) -> tensor<1591x1024xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1591x1024xf16>) -> tensor<1591x1024xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1591x64xf16>, tensor<64x1024xf16>) outs(%0 : tensor<1591x1024xf16>) -> tensor<1591x1024xf16>
  return %1 : tensor<1591x1024xf16>
}
