// matvec-b9fe25c8dcbb: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 654
func.func @matvec(%arg0: tensor<1280x8192xbf16>, %arg1: tensor<8192xbf16>, %arg2: tensor<1280xbf16>) -> tensor<1280xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1280xbf16>) -> tensor<1280xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<1280x8192xbf16>, tensor<8192xbf16>) outs(%0 : tensor<1280xbf16>) -> tensor<1280xbf16>
  return %1 : tensor<1280xbf16>
}
