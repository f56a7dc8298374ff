// batch_matmul-9757308f9036: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5603
func.func @batch_matmul(%arg0: tensor<32x1893x384xbf16>, %arg1: tensor<32x384x1460xbf16>, %arg2: tensor<32x1893x1460xbf16>) -> tensor<32x1893x1460xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x1893x1460xbf16>) -> tensor<32x1893x1460xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x1893x384xbf16>, tensor<32x384x1460xbf16>) outs(%0 : tensor<32x1893x1460xbf16>) -> tensor<32x1893x1460xbf16>
  return %1 : tensor<32x1893x1460xbf16>
}
