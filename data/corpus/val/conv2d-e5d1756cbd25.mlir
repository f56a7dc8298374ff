// conv2d-e5d1756cbd25: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 5158
func.func @conv2d(%arg0: tensor<8x512x11x11xf32>, %arg1: tensor<32x512x5x5xf32>, %arg2: tensor<8x32x7x7xf32>) -> tensor<8x32x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x32x7x7xf32>) -> tensor<8x32x7x7xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x512x11x11xf32>, tensor<32x512x5x5xf32>) outs(%0 : tensor<8x32x7x7xf32>) -> tensor<8x32x7x7xf32>
  return %1 : tensor<8x32x7x7xf32>
}
