// conv2d-2492d6fc1799: conv2d (strided), bf16; cuda-agent synth --seed 2026, candidate 3112
func.func @conv2d(%arg0: tensor<4x29x29x32xbf16>, %arg1: tensor<3x3x32x512xbf16>, %arg2: tensor<4x14x14x512xbf16>) -> tensor<4x14x14x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4x14x14x512xbf16>) -> tensor<4x14x14x512xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x29x29x32xbf16>, tensor<3x3x32x512xbf16>) outs(%0 : tensor<4x14x14x512xbf16>) -> tensor<4x14x14x512xbf16>
  return %1 : tensor<4x14x14x512xbf16>
}
