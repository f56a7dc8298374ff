// conv2d-49ee7c14a48f: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 5206
func.func @conv2d(%arg0: tensor<2x64x30x30xf32>, %arg1: tensor<512x64x3x3xf32>, %arg2: tensor<2x512x28x28xf32>) -> tensor<2x512x28x28xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x512x28x28xf32>) -> tensor<2x512x28x28xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x64x30x30xf32>, tensor<512x64x3x3xf32>) outs(%0 : tensor<2x512x28x28xf32>) -> tensor<2x512x28x28xf32>
  return %1 : tensor<2x512x28x28xf32>
}
