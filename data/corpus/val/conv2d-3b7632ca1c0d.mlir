// conv2d-3b7632ca1c0d: conv2d (strided), bf16; cuda-agent synth --seed 2026, candidate 1004
func.func @conv2d(%arg0: tensor<1x29x29x256xbf16>, %arg1: tensor<3x3x256x32xbf16>, %arg2: tensor<1x14x14x32xbf16>) -> tensor<1x14x14x32xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1x14x14x32xbf16>) -> tensor<1x14x14x32xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x29x29x256xbf16>, tensor<3x3x256x32xbf16>) outs(%0 : tensor<1x14x14x32xbf16>) -> tensor<1x14x14x32xbf16>
  return %1 : tensor<1x14x14x32xbf16>
}
