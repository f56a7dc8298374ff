// batch_matmul-67466e91f4c9: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 1492
func.func @batch_matmul(%arg0: tensor<4x1561x1024xf16>, %arg1: tensor<4x1024x526xf16>, %arg2: tensor<4x1561x526xf16>) -> tensor<4x1561x526xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x1561x526xf16>) -> tensor<4x1561x526xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x1561x1024xf16>, tensor<4x1024x526xf16>) outs(%0 : tensor<4x1561x526xf16>) -> tensor<4x1561x526xf16>
  return %1 : tensor<4x1561x526xf16>
}
