// batch_matmul-9de1cece3283: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5406
func.func @batch_matmul(%arg0: tensor<64x1024x512xf16>, %arg1: tensor<64x512x1024xf16>, %arg2: tensor<64x1024x1024xf16>) -> tensor<64x1024x1024xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<64x1024x1024xf16>) -> tensor<64x1024x1024xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x1024x512xf16>, tensor<64x512x1024xf16>) outs(%0 : tensor<64x1024x1024xf16>) -> tensor<64x1024x1024xf16>
  return %1 : tensor<64x1024x1024xf16>
}
