// conv2d-d4c98e9b9af6: conv2d (strided), f32; cuda-agent synth --seed 2026, candidate 5035
func.func @conv2d(%arg0: tensor<32x17x17x32xf32>, %arg1: tensor<5x5x32x16xf32>, %arg2: tensor<32x7x7x16xf32>) -> tensor<32x7x7x16xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x7x7x16xf32>) -> tensor<32x7x7x16xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x17x17x32xf32>, tensor<5x5x32x16xf32>) outs(%0 : tensor<32x7x7x16xf32>) -> tensor<32x7x7x16xf32>
  return %1 : tensor<32x7x7x16xf32>
}
