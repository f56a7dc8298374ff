// conv2d-b8e81de5ee7d: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 5526
func.func @conv2d(%arg0: tensor<16x512x18x18xf16>, %arg1: tensor<512x512x5x5xf16>, %arg2: tensor<16x512x14x14xf16>) -> tensor<16x512x14x14xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x512x14x14xf16>) -> tensor<16x512x14x14xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x512x18x18xf16>, tensor<512x512x5x5xf16>) outs(%0 : tensor<16x512x14x14xf16>) -> tensor<16x512x14x14xf16>
  return %1 : tensor<16x512x14x14xf16>
}
