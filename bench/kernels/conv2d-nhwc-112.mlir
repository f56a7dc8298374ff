// 3x3 convolution of a 112x112x64 image (batch 1) to 64 channels, NHWC input,
// HWCF filter, stride 1, no padding.
func.func @conv(%in: tensor<1x114x114x64xf32>, %filter: tensor<3x3x64x64xf32>, %out: tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %filter : tensor<1x114x114x64xf32>, tensor<3x3x64x64xf32>) outs(%init : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  return %r : tensor<1x112x112x64xf32>
}
