// matmul-9130dfa1be26: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 2026
func.func @matmul(%arg0: tensor<1385x728xf16>, %arg1: tensor<728x2694xf16>, %arg2: tensor<1385x2694xf16>) -> tensor<1385x2694xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1385x2694xf16>) -> tensor<1385x2694xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1385x728xf16>, tensor<728x2694xf16>) outs(%0 : tensor<1385x2694xf16>) -> tensor<1385x2694xf16>
  return %1 : tensor<1385x2694xf16>
}
