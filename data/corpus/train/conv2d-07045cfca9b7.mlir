// conv2d-07045cfca9b7: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 908
func.func @conv2d(%arg0: tensor<16x32x60x60xf16>, %arg1: tensor<128x32x5x5xf16>, %arg2: tensor<16x128x56x56xf16>) -> tensor<16x128x56x56xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x128x56x56xf16>) -> tensor<16x128x56x56xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x32x60x60xf16>, tensor<128x32x5x5xf16>) outs(%0 : tensor<16x128x56x56xf16>) -> tensor<16x128x56x56xf16>
  return %1 : tensor<16x128x56x56xf16>
}
