// batch_matmul-5c2bd159b1a7: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 2893
func.func @batch_matmul(%arg0: tensor<32x577x384xbf16>, %arg1: tensor<32x384x1024xbf16>, %arg2: tensor<32x577x1024xbf16>) -> tensor<32x577x1024xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x577x1024xbf16>) -> tensor<32x577x1024xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x577x384xbf16>, tensor<32x384x1024xbf16>) outs(%0 : tensor<32x577x1024xbf16>) -> tensor<32x577x1024xbf16>
  return %1 : tensor<32x577x1024xbf16>
}
