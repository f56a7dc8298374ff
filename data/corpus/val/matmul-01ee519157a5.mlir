// matmul-01ee519157a5: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 6057
func.func @matmul(%arg0: tensor<522x2633xbf16>, %arg1: tensor<2633x2455xbf16>, %arg2: tensor<522x2455xbf16>) -> tensor<522x2455xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<522x2455xbf16>) -> tensor<522x2455xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<522x2633xbf16>, tensor<2633x2455xbf16>) outs(%0 : tensor<522x2455xbf16>) -> tensor<522x2455xbf16>
  return %1 : tensor<522x2455xbf16>
}
