// conv2d-36e3af09b03e: conv2d (depthwise), bf16; cuda-agent synth --seed 2026, candidate 1359
func.func @conv2d(%arg0: tensor<8x30x30x512xbf16>, %arg1: tensor<3x3x512xbf16>, %arg2: tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x30x30x512xbf16>, tensor<3x3x512xbf16>) outs(%0 : tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16>
  return %1 : tensor<8x28x28x512xbf16>
}
