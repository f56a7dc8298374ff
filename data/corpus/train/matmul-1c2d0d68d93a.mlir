// matmul-1c2d0d68d93a: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 1743
func.func @matmul(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024x197xf32>, %arg2: tensor<4096x197xf32>) -> tensor<4096x197xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4096x197xf32>) -> tensor<4096x197xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x1024xf32>, tensor<1024x197xf32>) outs(%0 : tensor<4096x197xf32>) -> tensor<4096x197xf32>
  return %1 : tensor<4096x197xf32>
}
