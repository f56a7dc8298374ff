// batch_matmul-e81cbae744c6: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 3223
func.func @batch_matmul(%arg0: tensor<2x256x577xbf16>, %arg1: tensor<2x577x197xbf16>, %arg2: tensor<2x256x197xbf16>) -> tensor<2x256x197xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x256x197xbf16>) -> tensor<2x256x197xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x256x577xbf16>, tensor<2x577x197xbf16>) outs(%0 : tensor<2x256x197xbf16>) -> tensor<2x256x197xbf16>
  return %1 : tensor<2x256x197xbf16>
}
