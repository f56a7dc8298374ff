// conv2d-584d93b97728: conv2d (nhwc), f32; cuda-agent synth --seed 2026, candidate 5612
func.func @conv2d(%arg0: tensor<2x16x16x512xf32>, %arg1: tensor<3x3x512x128xf32>, %arg2: tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x16x16x512xf32>, tensor<3x3x512x128xf32>) outs(%0 : tensor<2x14x14x128xf32>) -> tensor<2x14x14x128xf32>
  return %1 : tensor<2x14x14x128xf32>
}
