// conv2d-4670ade998a0: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 751
func.func @conv2d(%arg0: tensor<8x64x9x9xf32>, %arg1: tensor<128x64x3x3xf32>, %arg2: tensor<8x128x7x7xf32>) -> tensor<8x128x7x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x128x7x7xf32>) -> tensor<8x128x7x7xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x64x9x9xf32>, tensor<128x64x3x3xf32>) outs(%0 : tensor<8x128x7x7xf32>) -> tensor<8x128x7x7xf32>
  return %1 : tensor<8x128x7x7xf32>
}
