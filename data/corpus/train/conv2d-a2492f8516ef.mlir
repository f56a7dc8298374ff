// conv2d-a2492f8516ef: conv2d (pointwise), f16; cuda-agent synth --seed 2026, candidate 4406
func.func @conv2d(%arg0: tensor<32x112x112x16xf16>, %arg1: tensor<1x1x16x256xf16>, %arg2: tensor<32x112x112x256xf16>) -> tensor<32x112x112x256xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x112x112x256xf16>) -> tensor<32x112x112x256xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x112x112x16xf16>, tensor<1x1x16x256xf16>) outs(%0 : tensor<32x112x112x256xf16>) -> tensor<32x112x112x256xf16>
  return %1 : tensor<32x112x112x256xf16>
}
