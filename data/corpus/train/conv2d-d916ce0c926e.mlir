// conv2d-d916ce0c926e: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 3743
func.func @conv2d(%arg0: tensor<8x256x9x9xf16>, %arg1: tensor<128x256x3x3xf16>, %arg2: tensor<8x128x7x7xf16>) -> tensor<8x128x7x7xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8x128x7x7xf16>) -> tensor<8x128x7x7xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x256x9x9xf16>, tensor<128x256x3x3xf16>) outs(%0 : tensor<8x128x7x7xf16>) -> tensor<8x128x7x7xf16>
  return %1 : tensor<8x128x7x7xf16>
}
