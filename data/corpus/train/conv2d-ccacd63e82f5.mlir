// conv2d-ccacd63e82f5: conv2d (nchw), bf16; cuda-agent synth --seed 2026, candidate 3093
func.func @conv2d(%arg0: tensor<32x256x9x9xbf16>, %arg1: tensor<128x256x3x3xbf16>, %arg2: tensor<32x128x7x7xbf16>) -> tensor<32x128x7x7xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x128x7x7xbf16>) -> tensor<32x128x7x7xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x256x9x9xbf16>, tensor<128x256x3x3xbf16>) outs(%0 : tensor<32x128x7x7xbf16>) -> tensor<32x128x7x7xbf16>
  return %1 : tensor<32x128x7x7xbf16>
}
