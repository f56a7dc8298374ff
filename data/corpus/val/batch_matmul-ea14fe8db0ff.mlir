// batch_matmul-ea14fe8db0ff: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5450
func.func @batch_matmul(%arg0: tensor<12x2048x1024xf16>, %arg1: tensor<12x1024x77xf16>, %arg2: tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x2048x1024xf16>, tensor<12x1024x77xf16>) outs(%0 : tensor<12x2048x77xf16>) -> tensor<12x2048x77xf16>
  return %1 : tensor<12x2048x77xf16>
}
