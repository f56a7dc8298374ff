// matmul-b4ef54ef7883: matmul (large-k), f32; cuda-agent synth --seed 2026, candidate 2222
func.func @matmul(%arg0: tensor<204x65536xf32>, %arg1: tensor<65536x512xf32>, %arg2: tensor<204x512xf32>) -> tensor<204x512xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<204x512xf32>) -> tensor<204x512xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<204x65536xf32>, tensor<65536x512xf32>) outs(%0 : tensor<204x512xf32>) -> tensor<204x512xf32>
  return %1 : tensor<204x512xf32>
}
