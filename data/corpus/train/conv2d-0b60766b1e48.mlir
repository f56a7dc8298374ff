// conv2d-0b60766b1e48: conv2d (nhwc), bf16; cuda-agent synth --seed 2026, candidate 354
func.func @conv2d(%arg0: tensor<2x114x114x96xbf16>, %arg1: tensor<3x3x96x256xbf16>, %arg2: tensor<2x112x112x256xbf16>) -> tensor<2x112x112x256xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x112x112x256xbf16>) -> tensor<2x112x112x256xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x114x114x96xbf16>, tensor<3x3x96x256xbf16>) outs(%0 : tensor<2x112x112x256xbf16>) -> tensor<2x112x112x256xbf16>
  return %1 : tensor<2x112x112x256xbf16>
}
