// matmul-aca7600e365c: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 2639
func.func @matmul(%arg0: tensor<5541x64xf16>, %arg1: tensor<64x1024xf16>, %arg2: tensor<5541x1024xf16>) -> tensor<5541x1024xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<5541x1024xf16>) -> tensor<5541x1024xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<5541x64xf16>, tensor<64x1024xf16>) outs(%0 : tensor<5541x1024xf16>) -> tensor<5541x1024xf16>
  return %1 : tensor<5541x1024xf16>
}
