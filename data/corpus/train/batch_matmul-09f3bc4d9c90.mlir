// batch_matmul-09f3bc4d9c90: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 3933
func.func @batch_matmul(%arg0: tensor<2x276x1024xf16>, %arg1: tensor<2x1024x587xf16>, %arg2: tensor<2x276x587xf16>) -> tensor<2x276x587xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2x276x587xf16>) -> tensor<2x276x587xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x276x1024xf16>, tensor<2x1024x587xf16>) outs(%0 : tensor<2x276x587xf16>) -> tensor<2x276x587xf16>
  return %1 : tensor<2x276x587xf16>
}
