// matmul-fa284a001432: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 2912
func.func @matmul(%arg0: tensor<357x659xf16>, %arg1: tensor<659x894xf16>, %arg2: tensor<357x894xf16>) -> tensor<357x894xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<357x894xf16>) -> tensor<357x894xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<357x659xf16>, tensor<659x894xf16>) outs(%0 : tensor<357x894xf16>) -> tensor<357x894xf16>
  return %1 : tensor<357x894xf16>
}
