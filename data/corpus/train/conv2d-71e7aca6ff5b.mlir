// conv2d-71e7aca6ff5b: conv2d (strided), f32; cuda-agent synth --seed 2026, candidate 2767
func.func @conv2d(%arg0: tensor<32x29x29x32xf32>, %arg1: tensor<3x3x32x32xf32>, %arg2: tensor<32x14x14x32xf32>) -> tensor<32x14x14x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x14x14x32xf32>) -> tensor<32x14x14x32xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x29x29x32xf32>, tensor<3x3x32x32xf32>) outs(%0 : tensor<32x14x14x32xf32>) -> tensor<32x14x14x32xf32>
  return %1 : tensor<32x14x14x32xf32>
}
