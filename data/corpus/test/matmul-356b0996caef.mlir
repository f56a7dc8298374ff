// matmul-356b0996caef: matmul (irregular), f32; cuda-agent synth --seed 2026, candidate 1543
func.func @matmul(%arg0: tensor<35x2896xf32>, %arg1: tensor<2896x2612xf32>, %arg2: tensor<35x2612xf32>) -> tensor<35x2612xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<35x2612xf32>) -> tensor<35x2612xf32>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<35x2896xf32>, tensor<2896x2612xf32>) outs(%0 : tensor<35x2612xf32>) -> tensor<35x2612xf32>
  return %1 : tensor<35x2612xf32>
}
