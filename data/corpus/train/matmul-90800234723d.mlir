// matmul-90800234723d: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 2766
func.func @matmul(%arg0: tensor<814x64xf16>, %arg1: tensor<64x8192xf16>, %arg2: tensor<814x8192xf16>) -> tensor<814x8192xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<814x8192xf16>) -> tensor<814x8192xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<814x64xf16>, tensor<64x8192xf16>) outs(%0 : tensor<814x8192xf16>) -> tensor<814x8192xf16>
  return %1 : tensor<814x8192xf16>
}
