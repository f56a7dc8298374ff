// conv2d-7c44c5bb18d7: conv2d (nhwc), f32; cuda-agent synth --seed 2026, candidate 3810
func.func @conv2d(%arg0: tensor<16x18x18x256xf32>, %arg1: tensor<5x5x256x64xf32>, %arg2: tensor<16x14x14x64xf32>) -> tensor<16x14x14x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x14x14x64xf32>) -> tensor<16x14x14x64xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x18x18x256xf32>, tensor<5x5x256x64xf32>) outs(%0 : tensor<16x14x14x64xf32>) -> tensor<16x14x14x64xf32>
  return %1 : tensor<16x14x14x64xf32>
}
