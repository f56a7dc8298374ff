// matvec-6e42e42fce73: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 6239
func.func @matvec(%arg0: tensor<2560x14407xbf16>, %arg1: tensor<14407xbf16>, %arg2: tensor<2560xbf16>) -> tensor<2560xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2560xbf16>) -> tensor<2560xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<2560x14407xbf16>, tensor<14407xbf16>) outs(%0 : tensor<2560xbf16>) -> tensor<2560xbf16>
  return %1 : tensor<2560xbf16>
}
