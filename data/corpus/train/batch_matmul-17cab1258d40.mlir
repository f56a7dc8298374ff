// batch_matmul-17cab1258d40: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5459
func.func @batch_matmul(%arg0: tensor<12x2048x512xf16>, %arg1: tensor<12x512x64xf16>, %arg2: tensor<12x2048x64xf16>) -> tensor<12x2048x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<12x2048x64xf16>) -> tensor<12x2048x64xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x2048x512xf16>, tensor<12x512x64xf16>) outs(%0 : tensor<12x2048x64xf16>) -> tensor<12x2048x64xf16>
  return %1 : tensor<12x2048x64xf16>
}
