// matmul-d132486a7002: matmul (tall-skinny), f32; cuda-agent synth --seed 2026, candidate 3642
func.func @matmul(%arg0: tensor<32768x1024xf32>, %arg1: tensor<1024x64xf32>, %arg2: tensor<32768x64xf32>) -> tensor<32768x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32768x64xf32>) -> tensor<32768x64xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32768x1024xf32>, tensor<1024x64xf32>) outs(%0 : tensor<32768x64xf32>) -> tensor<32768x64xf32>
  return %1 : tensor<32768x64xf32>
}
