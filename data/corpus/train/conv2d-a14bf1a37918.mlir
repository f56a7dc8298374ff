// conv2d-a14bf1a37918: conv2d (nhwc), f16; cuda-agent synth --seed 2026, candidate 3368
func.func @conv2d(%arg0: tensor<2x114x114x128xf16>, %arg1: tensor<3x3x128x16xf16>, %arg2: tensor<2x112x112x16xf16>) -> tensor<2x112x112x16xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2x112x112x16xf16>) -> tensor<2x112x112x16xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x114x114x128xf16>, tensor<3x3x128x16xf16>) outs(%0 : tensor<2x112x112x16xf16>) -> tensor<2x112x112x16xf16>
  return %1 : tensor<2x112x112x16xf16>
}
