// matmul-437102ee6ec8: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 3167
func.func @matmul(%arg0: tensor<197x4096xf16>, %arg1: tensor<4096x197xf16>, %arg2: tensor<197x197xf16>) -> tensor<197x197xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<197x197xf16>) -> tensor<197x197xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<197x4096xf16>, tensor<4096x197xf16>) outs(%0 : tensor<197x197xf16>) -> tensor<197x197xf16>
  return %1 : tensor<197x197xf16>
}
