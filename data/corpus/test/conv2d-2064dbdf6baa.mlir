// conv2d-2064dbdf6baa: conv2d (padded), f32; cuda-agent synth --seed 2026, candidate 5566
func.func @conv2d(%arg0: tensor<2x96x14x14xf32>, %arg1: tensor<16x96x3x3xf32>, %arg2: tensor<2x16x14x14xf32>) -> tensor<2x16x14x14xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2x16x14x14xf32>) -> tensor<2x16x14x14xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : f32
  } : tensor<2x96x14x14xf32> to tensor<2x96x16x16xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<2x96x16x16xf32>, tensor<16x96x3x3xf32>) outs(%0 : tensor<2x16x14x14xf32>) -> tensor<2x16x14x14xf32>
  return %1 : tensor<2x16x14x14xf32>
}
