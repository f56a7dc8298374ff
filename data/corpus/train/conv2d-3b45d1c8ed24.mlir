// conv2d-3b45d1c8ed24: conv2d (depthwise), bf16; cuda-agent synth --seed 2026, candidate 87
func.func @conv2d(%arg0: tensor<32x58x58x128xbf16>, %arg1: tensor<3x3x128xbf16>, %arg2: tensor<32x56x56x128xbf16>) -> tensor<32x56x56x128xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x56x56x128xbf16>) -> tensor<32x56x56x128xbf16>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x58x58x128xbf16>, tensor<3x3x128xbf16>) outs(%0 : tensor<32x56x56x128xbf16>) -> tensor<32x56x56x128xbf16>
  return %1 : tensor<32x56x56x128xbf16>
}
