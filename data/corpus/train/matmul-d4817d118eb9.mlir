// matmul-d4817d118eb9: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 1158
func.func @matmul(%arg0: tensor<893x2879xf16>, %arg1: tensor<2879x2220xf16>, %arg2: tensor<893x2220xf16>) -> tensor<893x2220xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<893x2220xf16>) -> tensor<893x2220xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<893x2879xf16>, tensor<2879x2220xf16>) outs(%0 : tensor<893x2220xf16>) -> tensor<893x2220xf16>
  return %1 : tensor<893x2220xf16>
}
