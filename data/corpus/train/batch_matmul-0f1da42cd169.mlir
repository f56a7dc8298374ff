// batch_matmul-0f1da42cd169: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 859
func.func @batch_matmul(%arg0: tensor<2x1046x77xf16>, %arg1: tensor<2x77x1024xf16>, %arg2: tensor<2x1046x1024xf16>) -> tensor<2x1046x1024xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2x1046x1024xf16>) -> tensor<2x1046x1024xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x1046x77xf16>, tensor<2x77x1024xf16>) outs(%0 : tensor<2x1046x1024xf16>) -> tensor<2x1046x1024xf16>
  return %1 : tensor<2x1046x1024xf16>
}
