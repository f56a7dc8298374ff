// conv2d-e069c3a56940: conv2d (strided), f32; cuda-agent synth --seed 2026, candidate 863
func.func @conv2d(%arg0: tensor<4x29x29x96xf32>, %arg1: tensor<3x3x96x128xf32>, %arg2: tensor<4x14x14x128xf32>) -> tensor<4x14x14x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x14x14x128xf32>) -> tensor<4x14x14x128xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x29x29x96xf32>, tensor<3x3x96x128xf32>) outs(%0 : tensor<4x14x14x128xf32>) -> tensor<4x14x14x128xf32>
  return %1 : tensor<4x14x14x128xf32>
}
