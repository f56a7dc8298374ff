// matmul-3e00bc9f8b63: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 21
func.func @matmul(%arg0: tensor<7160x64xbf16>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<7160x1024xbf16>) -> tensor<7160x1024xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<7160x1024xbf16>) -> tensor<7160x1024xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<7160x64xbf16>, tensor<64x1024xbf16>) outs(%0 : tensor<7160x1024xbf16>) -> tensor<7160x1024xbf16>
  return %1 : tensor<7160x1024xbf16>
}
