// batch_matmul-595f59b61e3b: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5593
func.func @batch_matmul(%arg0: tensor<2x128x577xbf16>, %arg1: tensor<2x577x1280xbf16>, %arg2: tensor<2x128x1280xbf16>) -> tensor<2x128x1280xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x128x1280xbf16>) -> tensor<2x128x1280xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x128x577xbf16>, tensor<2x577x1280xbf16>) outs(%0 : tensor<2x128x1280xbf16>) -> tensor<2x128x1280xbf16>
  return %1 : tensor<2x128x1280xbf16>
}
