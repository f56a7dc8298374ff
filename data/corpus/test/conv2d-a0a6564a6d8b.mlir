// conv2d-a0a6564a6d8b: conv2d (depthwise), f32; cuda-agent synth --seed 2026, candidate 2713
func.func @conv2d(%arg0: tensor<32x60x60x32xf32>, %arg1: tensor<5x5x32xf32>, %arg2: tensor<32x56x56x32xf32>) -> tensor<32x56x56x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x56x56x32xf32>) -> tensor<32x56x56x32xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x60x60x32xf32>, tensor<5x5x32xf32>) outs(%0 : tensor<32x56x56x32xf32>) -> tensor<32x56x56x32xf32>
  return %1 : tensor<32x56x56x32xf32>
}
