// matmul-b418a21359d4: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 70
func.func @matmul(%arg0: tensor<8192x16xf32>, %arg1: tensor<16x1047xf32>, %arg2: tensor<8192x1047xf32>) -> tensor<8192x1047xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8192x1047xf32>) -> tensor<8192x1047xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x16xf32>, tensor<16x1047xf32>) outs(%0 : tensor<8192x1047xf32>) -> tensor<8192x1047xf32>
  return %1 : tensor<8192x1047xf32>
}
