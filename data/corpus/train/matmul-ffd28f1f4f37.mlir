// matmul-ffd28f1f4f37: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 2067
func.func @matmul(%arg0: tensor<1818x2183xf32>, %arg1: tensor<2183x2680xf32>, %arg2: tensor<1818x2680xf32>) -> tensor<1818x2680xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1818x2680xf32>) -> tensor<1818x2680xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1818x2183xf32>, tensor<2183x2680xf32>) outs(%0 : tensor<1818x2680xf32>) -> tensor<1818x2680xf32>
  return %1 : tensor<1818x2680xf32>
}
