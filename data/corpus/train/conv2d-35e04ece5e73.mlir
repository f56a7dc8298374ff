// conv2d-35e04ece5e73: conv2d (depthwise), f32; cuda-agent synth --seed 2026, candidate 1428
func.func @conv2d(%arg0: tensor<16x18x18x96xf32>, %arg1: tensor<5x5x96xf32>, %arg2: tensor<16x14x14x96xf32>) -> tensor<16x14x14x96xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x14x14x96xf32>) -> tensor<16x14x14x96xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x18x18x96xf32>, tensor<5x5x96xf32>) outs(%0 : tensor<16x14x14x96xf32>) -> tensor<16x14x14x96xf32>
  return %1 : tensor<16x14x14x96xf32>
}
