// conv2d-dc5c489326f5: conv2d (pointwise), f32; cuda-agent synth --seed 2026, candidate 5587
func.func @conv2d(%arg0: tensor<1x112x112x256xf32>, %arg1: tensor<1x1x256x64xf32>, %arg2: tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x112x112x256xf32>, tensor<1x1x256x64xf32>) outs(%0 : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  return %1 : tensor<1x112x112x64xf32>
}
