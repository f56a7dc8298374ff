// matmul-bbbf4d889846: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 3413
func.func @matmul(%arg0: tensor<1024x64xf16>, %arg1: tensor<64x4629xf16>, %arg2: tensor<1024x4629xf16>) -> tensor<1024x4629xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1024x4629xf16>) -> tensor<1024x4629xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x64xf16>, tensor<64x4629xf16>) outs(%0 : tensor<1024x4629xf16>) -> tensor<1024x4629xf16>
  return %1 : tensor<1024x4629xf16>
}
