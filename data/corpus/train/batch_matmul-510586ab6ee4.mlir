// batch_matmul-510586ab6ee4: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 3307
func.func @batch_matmul(%arg0: tensor<16x1942x765xbf16>, %arg1: tensor<16x765x544xbf16>, %arg2: tensor<16x1942x544xbf16>) -> tensor<16x1942x544xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<16x1942x544xbf16>) -> tensor<16x1942x544xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1942x765xbf16>, tensor<16x765x544xbf16>) outs(%0 : tensor<16x1942x544xbf16>) -> tensor<16x1942x544xbf16>
  return %1 : tensor<16x1942x544xbf16>
}
