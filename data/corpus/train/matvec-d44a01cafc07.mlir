// matvec-d44a01cafc07: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4957
func.func @matvec(%arg0: tensor<24872x512xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<24872xbf16>) -> tensor<24872xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<24872xbf16>) -> tensor<24872xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<24872x512xbf16>, tensor<512xbf16>) outs(%0 : tensor<24872xbf16>) -> tensor<24872xbf16>
  return %1 : tensor<24872xbf16>
}
