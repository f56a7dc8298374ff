// conv2d-c5734862ee5e: conv2d (pointwise), bf16; cuda-agent synth --seed 2026, candidate 132
func.func @conv2d(%arg0: tensor<2x7x7x256xbf16>, %arg1: tensor<1x1x256x512xbf16>, %arg2: tensor<2x7x7x512xbf16>) -> tensor<2x7x7x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x7x7x512xbf16>) -> tensor<2x7x7x512xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x7x7x256xbf16>, tensor<1x1x256x512xbf16>) outs(%0 : tensor<2x7x7x512xbf16>) -> tensor<2x7x7x512xbf16>
  return %1 : tensor<2x7x7x512xbf16>
}
