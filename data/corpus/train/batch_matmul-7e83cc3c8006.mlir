// batch_matmul-7e83cc3c8006: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5504
func.func @batch_matmul(%arg0: tensor<16x64x256xbf16>, %arg1: tensor<16x256x1024xbf16>, %arg2: tensor<16x64x1024xbf16>) -> tensor<16x64x1024xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<16x64x1024xbf16>) -> tensor<16x64x1024xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x64x256xbf16>, tensor<16x256x1024xbf16>) outs(%0 : tensor<16x64x1024xbf16>) -> tensor<16x64x1024xbf16>
  return %1 : tensor<16x64x1024xbf16>
}
