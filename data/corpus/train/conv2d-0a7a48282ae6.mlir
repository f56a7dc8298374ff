// conv2d-0a7a48282ae6: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 4296
func.func @conv2d(%arg0: tensor<1x128x30x30xf32>, %arg1: tensor<16x128x3x3xf32>, %arg2: tensor<1x16x28x28xf32>) -> tensor<1x16x28x28xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1x16x28x28xf32>) -> tensor<1x16x28x28xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x128x30x30xf32>, tensor<16x128x3x3xf32>) outs(%0 : tensor<1x16x28x28xf32>) -> tensor<1x16x28x28xf32>
  return %1 : tensor<1x16x28x28xf32>
}
