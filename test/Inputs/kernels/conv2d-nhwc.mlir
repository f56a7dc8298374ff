// 3x3 convolution, NHWC input, HWCF filter, stride 1, no padding.
func.func @conv(%in: tensor<2x34x34x16xf32>, %filter: tensor<3x3x16x32xf32>, %out: tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %filter : tensor<2x34x34x16xf32>, tensor<3x3x16x32xf32>) outs(%init : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  return %r : tensor<2x32x32x32xf32>
}
