// matmul-7f3b7db4cb98: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5621
func.func @matmul(%arg0: tensor<263x292xf16>, %arg1: tensor<292x865xf16>, %arg2: tensor<263x865xf16>) -> tensor<263x865xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<263x865xf16>) -> tensor<263x865xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<263x292xf16>, tensor<292x865xf16>) outs(%0 : tensor<263x865xf16>) -> tensor<263x865xf16>
  return %1 : tensor<263x865xf16>
}
