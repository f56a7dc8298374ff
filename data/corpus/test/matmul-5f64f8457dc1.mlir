// matmul-5f64f8457dc1: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 4725
func.func @matmul(%arg0: tensor<5120x1727xf32>, %arg1: tensor<1727x32xf32>, %arg2: tensor<5120x32xf32>) -> tensor<5120x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<5120x32xf32>) -> tensor<5120x32xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<5120x1727xf32>, tensor<1727x32xf32>) outs(%0 : tensor<5120x32xf32>) -> tensor<5120x32xf32>
  return %1 : tensor<5120x32xf32>
}
