// matmul-e1decba7081f: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 3255
func.func @matmul(%arg0: tensor<4096x64xf16>, %arg1: tensor<64x1536xf16>, %arg2: tensor<4096x1536xf16>) -> tensor<4096x1536xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4096x1536xf16>) -> tensor<4096x1536xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x64xf16>, tensor<64x1536xf16>) outs(%0 : tensor<4096x1536xf16>) -> tensor<4096x1536xf16>
  return %1 : tensor<4096x1536xf16>
}
