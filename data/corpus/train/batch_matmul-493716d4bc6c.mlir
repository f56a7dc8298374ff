// batch_matmul-493716d4bc6c: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 4410
func.func @batch_matmul(%arg0: tensor<16x2048x128xf16>, %arg1: tensor<16x128x1223xf16>, %arg2: tensor<16x2048x1223xf16>) -> tensor<16x2048x1223xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x2048x1223xf16>) -> tensor<16x2048x1223xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x2048x128xf16>, tensor<16x128x1223xf16>) outs(%0 : tensor<16x2048x1223xf16>) -> tensor<16x2048x1223xf16>
  return %1 : tensor<16x2048x1223xf16>
}
