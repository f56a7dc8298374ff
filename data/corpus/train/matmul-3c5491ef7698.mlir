// matmul-3c5491ef7698: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 4423
func.func @matmul(%arg0: tensor<32768x1121xf16>, %arg1: tensor<1121x32xf16>, %arg2: tensor<32768x32xf16>) -> tensor<32768x32xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32768x32xf16>) -> tensor<32768x32xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32768x1121xf16>, tensor<1121x32xf16>) outs(%0 : tensor<32768x32xf16>) -> tensor<32768x32xf16>
  return %1 : tensor<32768x32xf16>
}
