// conv2d-c16cbf382c2a: conv2d (strided), f16; cuda-agent synth --seed 2026, candidate 5616
func.func @conv2d(%arg0: tensor<4x17x17x96xf16>, %arg1: tensor<5x5x96x32xf16>, %arg2: tensor<4x7x7x32xf16>) -> tensor<4x7x7x32xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x7x7x32xf16>) -> tensor<4x7x7x32xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x17x17x96xf16>, tensor<5x5x96x32xf16>) outs(%0 : tensor<4x7x7x32xf16>) -> tensor<4x7x7x32xf16>
  return %1 : tensor<4x7x7x32xf16>
}
