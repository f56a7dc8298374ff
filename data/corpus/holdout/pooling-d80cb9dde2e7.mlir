// pooling-d80cb9dde2e7: pooling (max-2x2-s2), f32; cuda-agent synth --seed 2026, candidate 5509
func.func @pooling(%arg0: tensor<4x28x28x32xf32>, %arg1: tensor<4x14x14x32xf32>) -> tensor<4x14x14x32xf32> {
  %0 = tensor.empty() : tensor<2x2xf32>
  %cst = arith.constant 0xFF800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<4x14x14x32xf32>) -> tensor<4x14x14x32xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<4x28x28x32xf32>, tensor<2x2xf32>) outs(%1 : tensor<4x14x14x32xf32>) -> tensor<4x14x14x32xf32>
  return %2 : tensor<4x14x14x32xf32>
}
