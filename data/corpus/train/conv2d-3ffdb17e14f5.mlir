// conv2d-3ffdb17e14f5: conv2d (nhwc), f32; cuda-agent synth --seed 2026, candidate 5600
func.func @conv2d(%arg0: tensor<8x114x114x32xf32>, %arg1: tensor<3x3x32x16xf32>, %arg2: tensor<8x112x112x16xf32>) -> tensor<8x112x112x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<8x112x112x16xf32>) -> tensor<8x112x112x16xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x114x114x32xf32>, tensor<3x3x32x16xf32>) outs(%0 : tensor<8x112x112x16xf32>) -> tensor<8x112x112x16xf32>
  return %1 : tensor<8x112x112x16xf32>
}
