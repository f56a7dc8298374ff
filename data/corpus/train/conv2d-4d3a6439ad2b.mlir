// conv2d-4d3a6439ad2b: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 4611
func.func @conv2d(%arg0: tensor<16x64x9x9xf16>, %arg1: tensor<512x64x3x3xf16>, %arg2: tensor<16x512x7x7xf16>) -> tensor<16x512x7x7xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x512x7x7xf16>) -> tensor<16x512x7x7xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x64x9x9xf16>, tensor<512x64x3x3xf16>) outs(%0 : tensor<16x512x7x7xf16>) -> tensor<16x512x7x7xf16>
  return %1 : tensor<16x512x7x7xf16>
}
