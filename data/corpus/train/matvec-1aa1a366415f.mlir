// matvec-1aa1a366415f: matvec (matvec), bf16; cuda-agent synth --seed 2026, candidate 2416
func.func @matvec(%arg0: tensor<28047x9704xbf16>, %arg1: tensor<9704xbf16>, %arg2: tensor<28047xbf16>) -> tensor<28047xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<28047xbf16>) -> tensor<28047xbf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<28047x9704xbf16>, tensor<9704xbf16>) outs(%0 : tensor<28047xbf16>) -> tensor<28047xbf16>
  return %1 : tensor<28047xbf16>
}
