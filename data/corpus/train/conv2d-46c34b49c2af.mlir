// conv2d-46c34b49c2af: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 2458
func.func @conv2d(%arg0: tensor<4x96x16x16xf32>, %arg1: tensor<64x96x3x3xf32>, %arg2: tensor<4x64x14x14xf32>) -> tensor<4x64x14x14xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x64x14x14xf32>) -> tensor<4x64x14x14xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x96x16x16xf32>, tensor<64x96x3x3xf32>) outs(%0 : tensor<4x64x14x14xf32>) -> tensor<4x64x14x14xf32>
  return %1 : tensor<4x64x14x14xf32>
}
