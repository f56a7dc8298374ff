// batch_matmul-815104283b7b: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 4143
func.func @batch_matmul(%arg0: tensor<2x1024x100xbf16>, %arg1: tensor<2x100x1455xbf16>, %arg2: tensor<2x1024x1455xbf16>) -> tensor<2x1024x1455xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x1024x1455xbf16>) -> tensor<2x1024x1455xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x1024x100xbf16>, tensor<2x100x1455xbf16>) outs(%0 : tensor<2x1024x1455xbf16>) -> tensor<2x1024x1455xbf16>
  return %1 : tensor<2x1024x1455xbf16>
}
