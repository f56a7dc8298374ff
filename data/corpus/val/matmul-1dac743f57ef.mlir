// matmul-1dac743f57ef: matmul (square), f16; cuda-agent synth --seed 2026, candidate 6229
func.func @matmul(%arg0: tensor<3415x3415xf16>, %arg1: tensor<3415x3415xf16>, %arg2: tensor<3415x3415xf16>) -> tensor<3415x3415xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<3415x3415xf16>) -> tensor<3415x3415xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<3415x3415xf16>, tensor<3415x3415xf16>) outs(%0 : tensor<3415x3415xf16>) -> tensor<3415x3415xf16>
  return %1 : tensor<3415x3415xf16>
}
