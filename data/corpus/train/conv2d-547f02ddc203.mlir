// conv2d-547f02ddc203: conv2d (strided), f16; cuda-agent synth --seed 2026, candidate 1745
func.func @conv2d(%arg0: tensor<1x113x113x32xf16>, %arg1: tensor<3x3x32x128xf16>, %arg2: tensor<1x56x56x128xf16>) -> tensor<1x56x56x128xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1x56x56x128xf16>) -> tensor<1x56x56x128xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x113x113x32xf16>, tensor<3x3x32x128xf16>) outs(%0 : tensor<1x56x56x128xf16>) -> tensor<1x56x56x128xf16>
  return %1 : tensor<1x56x56x128xf16>
}
