// matvec-c6acf532c638: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1087
func.func @matvec(%arg0: tensor<9927x10201xbf16>, %arg1: tensor<10201xbf16>, %arg2: tensor<9927xbf16>) -> tensor<9927xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<9927xbf16>) -> tensor<9927xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<9927x10201xbf16>, tensor<10201xbf16>) outs(%0 : tensor<9927xbf16>) -> tensor<9927xbf16>
  return %1 : tensor<9927xbf16>
}
