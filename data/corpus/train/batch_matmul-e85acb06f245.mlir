// batch_matmul-e85acb06f245: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 6273
func.func @batch_matmul(%arg0: tensor<64x1024x1024xbf16>, %arg1: tensor<64x1024x1536xbf16>, %arg2: tensor<64x1024x1536xbf16>) -> tensor<64x1024x1536xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x1024x1536xbf16>) -> tensor<64x1024x1536xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x1024x1024xbf16>, tensor<64x1024x1536xbf16>) outs(%0 : tensor<64x1024x1536xbf16>) -> tensor<64x1024x1536xbf16>
  return %1 : tensor<64x1024x1536xbf16>
}
