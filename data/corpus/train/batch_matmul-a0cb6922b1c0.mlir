// batch_matmul-a0cb6922b1c0: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 5557
func.func @batch_matmul(%arg0: tensor<32x2048x893xbf16>, %arg1: tensor<32x893x64xbf16>, %arg2: tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x2048x893xbf16>, tensor<32x893x64xbf16>) outs(%0 : tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16>
  return %1 : tensor<32x2048x64xbf16>
}
