// matmul-649b177e7c6c: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 3427
func.func @matmul(%arg0: tensor<4096x1426xf32>, %arg1: tensor<1426x256xf32>, %arg2: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x1426xf32>, tensor<1426x256xf32>) outs(%0 : tensor<4096x256xf32>) -> tensor<4096x256xf32>
  return %1 : tensor<4096x256xf32>
}
