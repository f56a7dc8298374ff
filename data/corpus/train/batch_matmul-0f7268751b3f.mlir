// batch_matmul-0f7268751b3f: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 1155
func.func @batch_matmul(%arg0: tensor<8x256x64xbf16>, %arg1: tensor<8x64x293xbf16>, %arg2: tensor<8x256x293xbf16>) -> tensor<8x256x293xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x256x293xbf16>) -> tensor<8x256x293xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x256x64xbf16>, tensor<8x64x293xbf16>) outs(%0 : tensor<8x256x293xbf16>) -> tensor<8x256x293xbf16>
  return %1 : tensor<8x256x293xbf16>
}
