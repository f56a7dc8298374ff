// batch_matmul-1e7416147cea: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5851
func.func @batch_matmul(%arg0: tensor<8x1714x64xbf16>, %arg1: tensor<8x64x1187xbf16>, %arg2: tensor<8x1714x1187xbf16>) -> tensor<8x1714x1187xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x1714x1187xbf16>) -> tensor<8x1714x1187xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x1714x64xbf16>, tensor<8x64x1187xbf16>) outs(%0 : tensor<8x1714x1187xbf16>) -> tensor<8x1714x1187xbf16>
  return %1 : tensor<8x1714x1187xbf16>
}
