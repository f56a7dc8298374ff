// conv2d-5783ea4ed70c: conv2d (strided), bf16; cuda-agent synth --seed 2026, candidate 155
func.func @conv2d(%arg0: tensor<2x17x17x32xbf16>, %arg1: tensor<5x5x32x32xbf16>, %arg2: tensor<2x7x7x32xbf16>) -> tensor<2x7x7x32xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x7x7x32xbf16>) -> tensor<2x7x7x32xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x17x17x32xbf16>, tensor<5x5x32x32xbf16>) outs(%0 : tensor<2x7x7x32xbf16>) -> tensor<2x7x7x32xbf16>
  return %1 : tensor<2x7x7x32xbf16>
}
