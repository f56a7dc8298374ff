// matmul-b262e6831398: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 1019
func.func @matmul(%arg0: tensor<33x8192xf16>, %arg1: tensor<8192x256xf16>, %arg2: tensor<33x256xf16>) -> tensor<33x256xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<33x256xf16>) -> tensor<33x256xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<33x8192xf16>, tensor<8192x256xf16>) outs(%0 : tensor<33x256xf16>) -> tensor<33x256xf16>
  return %1 : tensor<33x256xf16>
}
