// conv2d-f20a2daf0fa9: conv2d (padded), f32; cuda-agent synth --seed 2026, candidate 1196
func.func @conv2d(%arg0: tensor<32x16x28x28xf32>, %arg1: tensor<128x16x5x5xf32>, %arg2: tensor<32x128x28x28xf32>) -> tensor<32x128x28x28xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x128x28x28xf32>) -> tensor<32x128x28x28xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : f32
  } : tensor<32x16x28x28xf32> to tensor<32x16x32x32xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<32x16x32x32xf32>, tensor<128x16x5x5xf32>) outs(%0 : tensor<32x128x28x28xf32>) -> tensor<32x128x28x28xf32>
  return %1 : tensor<32x128x28x28xf32>
}
