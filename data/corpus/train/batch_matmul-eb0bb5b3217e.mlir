// batch_matmul-eb0bb5b3217e: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 2092
func.func @batch_matmul(%arg0: tensor<16x77x99xf16>, %arg1: tensor<16x99x2048xf16>, %arg2: tensor<16x77x2048xf16>) -> tensor<16x77x2048xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x77x2048xf16>) -> tensor<16x77x2048xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x77x99xf16>, tensor<16x99x2048xf16>) outs(%0 : tensor<16x77x2048xf16>) -> tensor<16x77x2048xf16>
  return %1 : tensor<16x77x2048xf16>
}
