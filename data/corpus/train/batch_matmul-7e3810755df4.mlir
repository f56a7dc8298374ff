// batch_matmul-7e3810755df4: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 1193
func.func @batch_matmul(%arg0: tensor<8x256x161xbf16>, %arg1: tensor<8x161x536xbf16>, %arg2: tensor<8x256x536xbf16>) -> tensor<8x256x536xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x256x536xbf16>) -> tensor<8x256x536xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x256x161xbf16>, tensor<8x161x536xbf16>) outs(%0 : tensor<8x256x536xbf16>) -> tensor<8x256x536xbf16>
  return %1 : tensor<8x256x536xbf16>
}
