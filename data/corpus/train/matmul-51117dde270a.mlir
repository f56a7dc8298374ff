// matmul-51117dde270a: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 1860
func.func @matmul(%arg0: tensor<13081x1024xbf16>, %arg1: tensor<1024x64xbf16>, %arg2: tensor<13081x64xbf16>) -> tensor<13081x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<13081x64xbf16>) -> tensor<13081x64xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<13081x1024xbf16>, tensor<1024x64xbf16>) outs(%0 : tensor<13081x64xbf16>) -> tensor<13081x64xbf16>
  return %1 : tensor<13081x64xbf16>
}
