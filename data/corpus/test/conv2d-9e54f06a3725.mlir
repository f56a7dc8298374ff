// conv2d-9e54f06a3725: conv2d (padded), f16; cuda-agent synth --seed 2026, candidate 481
func.func @conv2d(%arg0: tensor<8x96x28x28xf16>, %arg1: tensor<32x96x5x5xf16>, %arg2: tensor<8x32x28x28xf16>) -> tensor<8x32x28x28xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8x32x28x28xf16>) -> tensor<8x32x28x28xf16>
  %cst_0 = arith.constant 0.000000e+00 : f16
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : f16
  } : tensor<8x96x28x28xf16> to tensor<8x96x32x32xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<8x96x32x32xf16>, tensor<32x96x5x5xf16>) outs(%0 : tensor<8x32x28x28xf16>) -> tensor<8x32x28x28xf16>
  return %1 : tensor<8x32x28x28xf16>
}
