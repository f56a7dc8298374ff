// conv2d-399d750b8223: conv2d (nhwc), f16; cuda-agent synth --seed 2026, candidate 5505
func.func @conv2d(%arg0: tensor<8x18x18x128xf16>, %arg1: tensor<5x5x128x64xf16>, %arg2: tensor<8x14x14x64xf16>) -> tensor<8x14x14x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8x14x14x64xf16>) -> tensor<8x14x14x64xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x18x18x128xf16>, tensor<5x5x128x64xf16>) outs(%0 : tensor<8x14x14x64xf16>) -> tensor<8x14x14x64xf16>
  return %1 : tensor<8x14x14x64xf16>
}
