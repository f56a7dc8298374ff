// conv2d-9f17faa5f3c3: conv2d (nchw), f32; cuda-agent synth --seed 2026, candidate 1985
func.func @conv2d(%arg0: tensor<2x96x18x18xf32>, %arg1: tensor<128x96x5x5xf32>, %arg2: tensor<2x128x14x14xf32>) -> tensor<2x128x14x14xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x128x14x14xf32>) -> tensor<2x128x14x14xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x96x18x18xf32>, tensor<128x96x5x5xf32>) outs(%0 : tensor<2x128x14x14xf32>) -> tensor<2x128x14x14xf32>
  return %1 : tensor<2x128x14x14xf32>
}
