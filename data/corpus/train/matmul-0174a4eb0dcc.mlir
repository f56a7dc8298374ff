// matmul-0174a4eb0dcc: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 3923
func.func @matmul(%arg0: tensor<16384x768xbf16>, %arg1: tensor<768x32xbf16>, %arg2: tensor<16384x32xbf16>) -> tensor<16384x32xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<16384x32xbf16>) -> tensor<16384x32xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<16384x768xbf16>, tensor<768x32xbf16>) outs(%0 : tensor<16384x32xbf16>) -> tensor<16384x32xbf16>
  return %1 : tensor<16384x32xbf16>
}
