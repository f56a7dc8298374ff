// conv2d-06c8fd5c12a0: conv2d (strided), f16; cuda-agent synth --seed 2026, candidate 2736
func.func @conv2d(%arg0: tensor<4x15x15x512xf16>, %arg1: tensor<3x3x512x256xf16>, %arg2: tensor<4x7x7x256xf16>) -> tensor<4x7x7x256xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x7x7x256xf16>) -> tensor<4x7x7x256xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x15x15x512xf16>, tensor<3x3x512x256xf16>) outs(%0 : tensor<4x7x7x256xf16>) -> tensor<4x7x7x256xf16>
  return %1 : tensor<4x7x7x256xf16>
}
