// matvec-2ad2748ea488: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 4334
func.func @matvec(%arg0: tensor<65536x1536xbf16>, %arg1: tensor<1536xbf16>, %arg2: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<65536xbf16>) -> tensor<65536xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<65536x1536xbf16>, tensor<1536xbf16>) outs(%0 : tensor<65536xbf16>) -> tensor<65536xbf16>
  return %1 : tensor<65536xbf16>
}
