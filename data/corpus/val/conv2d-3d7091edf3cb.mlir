// conv2d-3d7091edf3cb: conv2d (strided), f32; cuda-agent synth --seed 2026, candidate 3316
func.func @conv2d(%arg0: tensor<16x15x15x128xf32>, %arg1: tensor<3x3x128x128xf32>, %arg2: tensor<16x7x7x128xf32>) -> tensor<16x7x7x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x7x7x128xf32>) -> tensor<16x7x7x128xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x15x15x128xf32>, tensor<3x3x128x128xf32>) outs(%0 : tensor<16x7x7x128xf32>) -> tensor<16x7x7x128xf32>
  return %1 : tensor<16x7x7x128xf32>
}
