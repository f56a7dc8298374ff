// batch_matmul-2707ddad7918: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 1535
func.func @batch_matmul(%arg0: tensor<8x512x844xf16>, %arg1: tensor<8x844x906xf16>, %arg2: tensor<8x512x906xf16>) -> tensor<8x512x906xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8x512x906xf16>) -> tensor<8x512x906xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x512x844xf16>, tensor<8x844x906xf16>) outs(%0 : tensor<8x512x906xf16>) -> tensor<8x512x906xf16>
  return %1 : tensor<8x512x906xf16>
}
