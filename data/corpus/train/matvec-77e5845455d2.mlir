// matvec-77e5845455d2: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2091
func.func @matvec(%arg0: tensor<51097x512xf16>, %arg1: tensor<512xf16>, %arg2: tensor<51097xf16>) -> tensor<51097xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<51097xf16>) -> tensor<51097xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<51097x512xf16>, tensor<512xf16>) outs(%0 : tensor<51097xf16>) -> tensor<51097xf16>
  return %1 : tensor<51097xf16>
}
