// conv2d-37580c322345: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 3423
func.func @conv2d(%arg0: tensor<16x64x11x11xf32>, %arg1: tensor<256x64x5x5xf32>, %arg2: tensor<16x256x7x7xf32>) -> tensor<16x256x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<16x256x7x7xf32>) -> tensor<16x256x7x7xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x64x11x11xf32>, tensor<256x64x5x5xf32>) outs(%0 : tensor<16x256x7x7xf32>) -> tensor<16x256x7x7xf32>
  return %1 : tensor<16x256x7x7xf32>
}
