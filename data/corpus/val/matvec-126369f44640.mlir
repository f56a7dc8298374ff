// matvec-126369f44640: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 3284
func.func @matvec(%arg0: tensor<36722x13687xbf16>, %arg1: tensor<13687xbf16>, %arg2: tensor<36722xbf16>) -> tensor<36722xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<36722xbf16>) -> tensor<36722xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<36722x13687xbf16>, tensor<13687xbf16>) outs(%0 : tensor<36722xbf16>) -> tensor<36722xbf16>
  return %1 : tensor<36722xbf16>
}
