// matmul-76d2bb1696db: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5420
func.func @matmul(%arg0: tensor<1444x1797xf16>, %arg1: tensor<1797x291xf16>, %arg2: tensor<1444x291xf16>) -> tensor<1444x291xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1444x291xf16>) -> tensor<1444x291xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1444x1797xf16>, tensor<1797x291xf16>) outs(%0 : tensor<1444x291xf16>) -> tensor<1444x291xf16>
  return %1 : tensor<1444x291xf16>
}
