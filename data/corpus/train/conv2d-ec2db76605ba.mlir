// conv2d-ec2db76605ba: conv2d (padded), f32; cuda-agent synth --seed 2026, candidate 5457
func.func @conv2d(%arg0: tensor<8x96x112x112xf32>, %arg1: tensor<128x96x3x3xf32>, %arg2: tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : f32
  } : tensor<8x96x112x112xf32> to tensor<8x96x114x114xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<8x96x114x114xf32>, tensor<128x96x3x3xf32>) outs(%0 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  return %1 : tensor<8x128x112x112xf32>
}
