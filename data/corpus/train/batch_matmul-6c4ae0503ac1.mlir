// batch_matmul-6c4ae0503ac1: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 3328
func.func @batch_matmul(%arg0: tensor<16x648x710xf16>, %arg1: tensor<16x710x1975xf16>, %arg2: tensor<16x648x1975xf16>) -> tensor<16x648x1975xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x648x1975xf16>) -> tensor<16x648x1975xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x648x710xf16>, tensor<16x710x1975xf16>) outs(%0 : tensor<16x648x1975xf16>) -> tensor<16x648x1975xf16>
  return %1 : tensor<16x648x1975xf16>
}
