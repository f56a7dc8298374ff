// matmul-30efb4708387: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 1820
func.func @matmul(%arg0: tensor<1505x662xf32>, %arg1: tensor<662x2040xf32>, %arg2: tensor<1505x2040xf32>) -> tensor<1505x2040xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1505x2040xf32>) -> tensor<1505x2040xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1505x662xf32>, tensor<662x2040xf32>) outs(%0 : tensor<1505x2040xf32>) -> tensor<1505x2040xf32>
  return %1 : tensor<1505x2040xf32>
}
