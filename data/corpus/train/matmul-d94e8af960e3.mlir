// matmul-d94e8af960e3: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 1116
func.func @matmul(%arg0: tensor<27083x1024xf16>, %arg1: tensor<1024x64xf16>, %arg2: tensor<27083x64xf16>) -> tensor<27083x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<27083x64xf16>) -> tensor<27083x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<27083x1024xf16>, tensor<1024x64xf16>) outs(%0 : tensor<27083x64xf16>) -> tensor<27083x64xf16>
  return %1 : tensor<27083x64xf16>
}
