// matmul-add039d00fe0: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 1421
func.func @matmul(%arg0: tensor<65536x197xf16>, %arg1: tensor<197x64xf16>, %arg2: tensor<65536x64xf16>) -> tensor<65536x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<65536x64xf16>) -> tensor<65536x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x197xf16>, tensor<197x64xf16>) outs(%0 : tensor<65536x64xf16>) -> tensor<65536x64xf16>
  return %1 : tensor<65536x64xf16>
}
