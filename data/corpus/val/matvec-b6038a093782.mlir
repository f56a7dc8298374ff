// matvec-b6038a093782: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2033
func.func @matvec(%arg0: tensor<4096x2048xf16>, %arg1: tensor<2048xf16>, %arg2: tensor<4096xf16>) -> tensor<4096xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4096xf16>) -> tensor<4096xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<4096x2048xf16>, tensor<2048xf16>) outs(%0 : tensor<4096xf16>) -> tensor<4096xf16>
  return %1 : tensor<4096xf16>
}
