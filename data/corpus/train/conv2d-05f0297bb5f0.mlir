// conv2d-05f0297bb5f0: conv2d (depthwise), f32; cuda-agent synth --seed 2026, candidate 5038
func.func @conv2d(%arg0: tensor<32x11x11x256xf32>, %arg1: tensor<5x5x256xf32>, %arg2: tensor<32x7x7x256xf32>) -> tensor<32x7x7x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x7x7x256xf32>) -> tensor<32x7x7x256xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x11x11x256xf32>, tensor<5x5x256xf32>) outs(%0 : tensor<32x7x7x256xf32>) -> tensor<32x7x7x256xf32>
  return %1 : tensor<32x7x7x256xf32>
}
