// batch_matmul-4725ac5ae79f: batch_matmul (bmm), f32; cuda-agent synth --seed 2026, candidate 5503
func.func @batch_matmul(%arg0: tensor<2x196x256xf32>, %arg1: tensor<2x256x349xf32>, %arg2: tensor<2x196x349xf32>) -> tensor<2x196x349xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x196x349xf32>) -> tensor<2x196x349xf32>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x196x256xf32>, tensor<2x256x349xf32>) outs(%0 : tensor<2x196x349xf32>) -> tensor<2x196x349xf32>
  return %1 : tensor<2x196x349xf32>
}
