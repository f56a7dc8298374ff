// matmul-ac292e6f4c9a: matmul (small-k), f32; cuda-agent synth --seed 2026, candidate 2122
func.func @matmul(%arg0: tensor<6748x64xf32>, %arg1: tensor<64x4096xf32>, %arg2: tensor<6748x4096xf32>) -> tensor<6748x4096xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<6748x4096xf32>) -> tensor<6748x4096xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<6748x64xf32>, tensor<64x4096xf32>) outs(%0 : tensor<6748x4096xf32>) -> tensor<6748x4096xf32>
  return %1 : tensor<6748x4096xf32>
}
