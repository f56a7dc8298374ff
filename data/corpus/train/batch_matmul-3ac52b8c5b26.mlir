// batch_matmul-3ac52b8c5b26: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 3458
func.func @batch_matmul(%arg0: tensor<16x256x77xf16>, %arg1: tensor<16x77x577xf16>, %arg2: tensor<16x256x577xf16>) -> tensor<16x256x577xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x256x577xf16>) -> tensor<16x256x577xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x256x77xf16>, tensor<16x77x577xf16>) outs(%0 : tensor<16x256x577xf16>) -> tensor<16x256x577xf16>
  return %1 : tensor<16x256x577xf16>
}
