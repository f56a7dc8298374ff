// matmul-7d28ddc7479c: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5710
func.func @matmul(%arg0: tensor<2937x705xbf16>, %arg1: tensor<705x1411xbf16>, %arg2: tensor<2937x1411xbf16>) -> tensor<2937x1411xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2937x1411xbf16>) -> tensor<2937x1411xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2937x705xbf16>, tensor<705x1411xbf16>) outs(%0 : tensor<2937x1411xbf16>) -> tensor<2937x1411xbf16>
  return %1 : tensor<2937x1411xbf16>
}
