// matmul-e1b68fc92db7: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 1029
func.func @matmul(%arg0: tensor<7386x64xbf16>, %arg1: tensor<64x2739xbf16>, %arg2: tensor<7386x2739xbf16>) -> tensor<7386x2739xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<7386x2739xbf16>) -> tensor<7386x2739xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<7386x64xbf16>, tensor<64x2739xbf16>) outs(%0 : tensor<7386x2739xbf16>) -> tensor<7386x2739xbf16>
  return %1 : tensor<7386x2739xbf16>
}
