// pooling-8c4cf647fd2e: pooling (max-3x3-s2), f32; cuda-agent synth --seed 2026, candidate 5432
func.func @pooling(%arg0: tensor<16x57x57x256xf32>, %arg1: tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32> {
  %0 = tensor.empty() : tensor<3x3xf32>
  %cst = arith.constant 0xFF800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<16x57x57x256xf32>, tensor<3x3xf32>) outs(%1 : tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32>
  return %2 : tensor<16x28x28x256xf32>
}
