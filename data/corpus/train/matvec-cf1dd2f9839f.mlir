// matvec-cf1dd2f9839f: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 3990
func.func @matvec(%arg0: tensor<28696x5120xf16>, %arg1: tensor<5120xf16>, %arg2: tensor<28696xf16>) -> tensor<28696xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<28696xf16>) -> tensor<28696xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<28696x5120xf16>, tensor<5120xf16>) outs(%0 : tensor<28696xf16>) -> tensor<28696xf16>
  return %1 : tensor<28696xf16>
}
