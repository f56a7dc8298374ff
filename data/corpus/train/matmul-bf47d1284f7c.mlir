// matmul-bf47d1284f7c: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 2497
func.func @matmul(%arg0: tensor<943x2351xf16>, %arg1: tensor<2351x1694xf16>, %arg2: tensor<943x1694xf16>) -> tensor<943x1694xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<943x1694xf16>) -> tensor<943x1694xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<943x2351xf16>, tensor<2351x1694xf16>) outs(%0 : tensor<943x1694xf16>) -> tensor<943x1694xf16>
  return %1 : tensor<943x1694xf16>
}
