// matmul-74f2da7c57d3: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 5523
func.func @matmul(%arg0: tensor<32x4096xf16>, %arg1: tensor<4096x256xf16>, %arg2: tensor<32x256xf16>) -> tensor<32x256xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x256xf16>) -> tensor<32x256xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x4096xf16>, tensor<4096x256xf16>) outs(%0 : tensor<32x256xf16>) -> tensor<32x256xf16>
  return %1 : tensor<32x256xf16>
}
