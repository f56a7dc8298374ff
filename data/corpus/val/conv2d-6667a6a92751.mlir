// conv2d-6667a6a92751: conv2d (nhwc), f32; cuda-agent synth --seed 2026, candidate 3702
func.func @conv2d(%arg0: tensor<2x32x32x128xf32>, %arg1: tensor<5x5x128x512xf32>, %arg2: tensor<2x28x28x512xf32>) -> tensor<2x28x28x512xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x28x28x512xf32>) -> tensor<2x28x28x512xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x32x32x128xf32>, tensor<5x5x128x512xf32>) outs(%0 : tensor<2x28x28x512xf32>) -> tensor<2x28x28x512xf32>
  return %1 : tensor<2x28x28x512xf32>
}
