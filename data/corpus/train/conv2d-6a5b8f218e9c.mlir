// conv2d-6a5b8f218e9c: conv2d (strided), f16; cuda-agent synth --seed 2026, candidate 5928
func.func @conv2d(%arg0: tensor<8x59x59x32xf16>, %arg1: tensor<5x5x32x16xf16>, %arg2: tensor<8x28x28x16xf16>) -> tensor<8x28x28x16xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8x28x28x16xf16>) -> tensor<8x28x28x16xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x59x59x32xf16>, tensor<5x5x32x16xf16>) outs(%0 : tensor<8x28x28x16xf16>) -> tensor<8x28x28x16xf16>
  return %1 : tensor<8x28x28x16xf16>
}
