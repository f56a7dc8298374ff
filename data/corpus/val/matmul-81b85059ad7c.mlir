// matmul-81b85059ad7c: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 4722
func.func @matmul(%arg0: tensor<104x42681xf16>, %arg1: tensor<42681x267xf16>, %arg2: tensor<104x267xf16>) -> tensor<104x267xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<104x267xf16>) -> tensor<104x267xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<104x42681xf16>, tensor<42681x267xf16>) outs(%0 : tensor<104x267xf16>) -> tensor<104x267xf16>
  return %1 : tensor<104x267xf16>
}
