// conv2d-9e0a0b844ceb: conv2d (nhwc), f16; cuda-agent synth --seed 2026, candidate 33
func.func @conv2d(%arg0: tensor<4x114x114x16xf16>, %arg1: tensor<3x3x16x64xf16>, %arg2: tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x114x114x16xf16>, tensor<3x3x16x64xf16>) outs(%0 : tensor<4x112x112x64xf16>) -> tensor<4x112x112x64xf16>
  return %1 : tensor<4x112x112x64xf16>
}
