// matvec-9b0ac58e0e28: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 4290
func.func @matvec(%arg0: tensor<28149x1024xf16>, %arg1: tensor<1024xf16>, %arg2: tensor<28149xf16>) -> tensor<28149xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<28149xf16>) -> tensor<28149xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<28149x1024xf16>, tensor<1024xf16>) outs(%0 : tensor<28149xf16>) -> tensor<28149xf16>
  return %1 : tensor<28149xf16>
}
