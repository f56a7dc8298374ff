// conv2d-b17e7aea86f4: conv2d (nhwc), bf16; cuda-agent synth --seed 2026, candidate 5588
func.func @conv2d(%arg0: tensor<2x58x58x32xbf16>, %arg1: tensor<3x3x32x128xbf16>, %arg2: tensor<2x56x56x128xbf16>) -> tensor<2x56x56x128xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x56x56x128xbf16>) -> tensor<2x56x56x128xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x58x58x32xbf16>, tensor<3x3x32x128xbf16>) outs(%0 : tensor<2x56x56x128xbf16>) -> tensor<2x56x56x128xbf16>
  return %1 : tensor<2x56x56x128xbf16>
}
