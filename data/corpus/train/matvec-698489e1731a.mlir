// matvec-698489e1731a: matvec (matvec), f16; cuda-agent synth --seed 2026, candidate 2478
func.func @matvec(%arg0: tensor<32768x9367xf16>, %arg1: tensor<9367xf16>, %arg2: tensor<32768xf16>) -> tensor<32768xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32768xf16>) -> tensor<32768xf16>
  %1 = linalg.matvec ins(%arg0, %arg1 : tensor<32768x9367xf16>, tensor<9367xf16>) outs(%0 : tensor<32768xf16>) -> tensor<32768xf16>
  return %1 : tensor<32768xf16>
}
