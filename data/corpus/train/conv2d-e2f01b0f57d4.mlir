// conv2d-e2f01b0f57d4: conv2d (nchw), bf16; cuda-agent synth --seed 2026, candidate 861
func.func @conv2d(%arg0: tensor<1x64x32x32xbf16>, %arg1: tensor<128x64x5x5xbf16>, %arg2: tensor<1x128x28x28xbf16>) -> tensor<1x128x28x28xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1x128x28x28xbf16>) -> tensor<1x128x28x28xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x64x32x32xbf16>, tensor<128x64x5x5xbf16>) outs(%0 : tensor<1x128x28x28xbf16>) -> tensor<1x128x28x28xbf16>
  return %1 : tensor<1x128x28x28xbf16>
}
