// batch_matmul-a0c71d839873: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 3023
func.func @batch_matmul(%arg0: tensor<12x2048x512xf16>, %arg1: tensor<12x512x77xf16>, %arg2: tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x2048x512xf16>, tensor<12x512x77xf16>) outs(%0 : tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16>
  return %1 : tensor<12x2048x77xf16>
}
