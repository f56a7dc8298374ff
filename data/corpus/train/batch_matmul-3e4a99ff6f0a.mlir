// batch_matmul-3e4a99ff6f0a: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5288
func.func @batch_matmul(%arg0: tensor<2x1507x240xbf16>, %arg1: tensor<2x240x2048xbf16>, %arg2: tensor<2x1507x2048xbf16>) -> tensor<2x1507x2048xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x1507x2048xbf16>) -> tensor<2x1507x2048xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x1507x240xbf16>, tensor<2x240x2048xbf16>) outs(%0 : tensor<2x1507x2048xbf16>) -> tensor<2x1507x2048xbf16>
  return %1 : tensor<2x1507x2048xbf16>
}
