// matmul-6b06dcbb893a: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 4829
func.func @matmul(%arg0: tensor<197x8192xf16>, %arg1: tensor<8192x128xf16>, %arg2: tensor<197x128xf16>) -> tensor<197x128xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<197x128xf16>) -> tensor<197x128xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<197x8192xf16>, tensor<8192x128xf16>) outs(%0 : tensor<197x128xf16>) -> tensor<197x128xf16>
  return %1 : tensor<197x128xf16>
}
