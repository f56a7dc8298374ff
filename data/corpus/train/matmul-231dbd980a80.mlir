// matmul-231dbd980a80: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 3719
func.func @matmul(%arg0: tensor<2566x2146xf32>, %arg1: tensor<2146x1383xf32>, %arg2: tensor<2566x1383xf32>) -> tensor<2566x1383xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2566x1383xf32>) -> tensor<2566x1383xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2566x2146xf32>, tensor<2146x1383xf32>) outs(%0 : tensor<2566x1383xf32>) -> tensor<2566x1383xf32>
  return %1 : tensor<2566x1383xf32>
}
