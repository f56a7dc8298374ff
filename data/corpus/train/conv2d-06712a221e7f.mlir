// conv2d-06712a221e7f: conv2d (nchw), bf16; cuda-agent synth --seed 2026, candidate 458
func.func @conv2d(%arg0: tensor<8x96x30x30xbf16>, %arg1: tensor<512x96x3x3xbf16>, %arg2: tensor<8x512x28x28xbf16>) -> tensor<8x512x28x28xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x512x28x28xbf16>) -> tensor<8x512x28x28xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x96x30x30xbf16>, tensor<512x96x3x3xbf16>) outs(%0 : tensor<8x512x28x28xbf16>) -> tensor<8x512x28x28xbf16>
  return %1 : tensor<8x512x28x28xbf16>
}
