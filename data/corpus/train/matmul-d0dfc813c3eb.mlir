// matmul-d0dfc813c3eb: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 2278
func.func @matmul(%arg0: tensor<65536x64xf32>, %arg1: tensor<64x196xf32>, %arg2: tensor<65536x196xf32>) -> tensor<65536x196xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<65536x196xf32>) -> tensor<65536x196xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x64xf32>, tensor<64x196xf32>) outs(%0 : tensor<65536x196xf32>) -> tensor<65536x196xf32>
  return %1 : tensor<65536x196xf32>
}
