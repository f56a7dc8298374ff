// matvec-84b8f9445614: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 1974
func.func @matvec(%arg0: tensor<5120x577xbf16>, %arg1: tensor<577xbf16>, %arg2: tensor<5120xbf16>) -> tensor<5120xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<5120xbf16>) -> tensor<5120xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<5120x577xbf16>, tensor<577xbf16>) outs(%0 : tensor<5120xbf16>) -> tensor<5120xbf16>
  return %1 : tensor<5120xbf16>
}
