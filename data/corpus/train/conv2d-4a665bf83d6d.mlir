// conv2d-4a665bf83d6d: conv2d (depthwise), f16; cuda-agent synth --seed 2026, candidate 910
func.func @conv2d(%arg0: tensor<16x30x30x64xf16>, %arg1: tensor<3x3x64xf16>, %arg2: tensor<16x28x28x64xf16>) -> tensor<16x28x28x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x28x28x64xf16>) -> tensor<16x28x28x64xf16>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x30x30x64xf16>, tensor<3x3x64xf16>) outs(%0 : tensor<16x28x28x64xf16>) -> tensor<16x28x28x64xf16>
  return %1 : tensor<16x28x28x64xf16>
}
