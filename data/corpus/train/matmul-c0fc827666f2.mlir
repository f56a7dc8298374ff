// matmul-c0fc827666f2: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 565
func.func @matmul(%arg0: tensor<288x14169xf16>, %arg1: tensor<14169x256xf16>, %arg2: tensor<288x256xf16>) -> tensor<288x256xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<288x256xf16>) -> tensor<288x256xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<288x14169xf16>, tensor<14169x256xf16>) outs(%0 : tensor<288x256xf16>) -> tensor<288x256xf16>
  return %1 : tensor<288x256xf16>
}
