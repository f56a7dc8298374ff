// batch_matmul-6db4ce8326e0: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5854
func.func @batch_matmul(%arg0: tensor<64x1384x1024xbf16>, %arg1: tensor<64x1024x623xbf16>, %arg2: tensor<64x1384x623xbf16>) -> tensor<64x1384x623xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<64x1384x623xbf16>) -> tensor<64x1384x623xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x1384x1024xbf16>, tensor<64x1024x623xbf16>) outs(%0 : tensor<64x1384x623xbf16>) -> tensor<64x1384x623xbf16>
  return %1 : tensor<64x1384x623xbf16>
}
